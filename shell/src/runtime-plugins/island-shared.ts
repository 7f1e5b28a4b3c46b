import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { IslandShared } from '../island/handoff';

type SharedOptions = NonNullable<Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeInit']>>[0]['userOptions']['shared']>;

/**
 * Gives each shared package that the island provides at the same version its module, loaded: the
 * runtime then hands it out instead of fetching the build's own chunk (the first version registered
 * and loaded stays, with the 'loaded-first' strategy, for the remotes too). Another version is left
 * to the build's own.
 */
export function provideIslandShared(shared: SharedOptions, provided: IslandShared): void {
  for (const [name, { version, module }] of Object.entries(provided)) {
    for (const entry of [shared[name] ?? []].flat()) {
      if (entry.version === version) Object.assign(entry, { lib: () => module, loaded: true });
    }
  }
}

/**
 * Module Federation runtime plugin of the shell: when the Track page's island brings the shell, React
 * and react-dom are already on the page in the island's bundle, and the shell and the remotes use
 * them rather than downloading a second copy (react-dom alone is 65 KB gzipped, on the way to the
 * sign-in popup a visitor just asked for).
 */
export default function islandSharedPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fcs-island-shared',
    beforeInit(args) {
      const provided = typeof window === 'undefined' ? undefined : window.fcsIsland?.shared;
      if (provided && args.userOptions.shared) provideIslandShared(args.userOptions.shared, provided);
      return args;
    },
  };
}
