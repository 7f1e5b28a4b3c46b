import runtimePackage from '@fcs/runtime/package.json';
import { satisfy } from '@module-federation/enhanced/runtime';

/** The runtime contract this shell gives its remotes (runtime/package.json, built in). */
export const RUNTIME_VERSION: string = runtimePackage.version;
const RUNTIME_ENTRY = /^@fcs\/runtime\//;

/** A remote built against a runtime contract this shell cannot give: it is never rendered. */
export class RuntimeMismatchError extends Error {
  readonly remote: string;
  readonly required: string;
  constructor(remote: string, required: string) {
    super(`Remote "${remote}" needs the portal runtime ${required}; this portal gives ${RUNTIME_VERSION}`);
    this.name = 'RuntimeMismatchError';
    this.remote = remote;
    this.required = required;
  }
}

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

/** The runtime ranges a remote's mf-manifest.json requires that this shell does not satisfy. */
export function unmetRuntimeRanges(manifest: unknown, version = RUNTIME_VERSION): string[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return (shared as ManifestShared[])
    .filter((s) => typeof s.name === 'string' && RUNTIME_ENTRY.test(s.name) && typeof s.requiredVersion === 'string')
    .map((s) => s.requiredVersion as string)
    .filter((range, i, all) => all.indexOf(range) === i && !satisfy(version, range));
}

const checked = new Map<string, Promise<void>>();

/**
 * Reads the remote's manifest (the federation runtime reads the same small file: the browser
 * answers one of the two from its revalidated copy) and refuses a remote whose runtime range this
 * shell does not satisfy. A manifest that cannot be read is the loader's failure to report, not this.
 */
export function checkRuntime(remote: string, manifestUrl: string): Promise<void> {
  let check = checked.get(manifestUrl);
  if (!check) {
    check = fetch(manifestUrl, { cache: 'no-cache' })
      .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
      .catch(() => null)
      .then((manifest) => {
        const [unmet] = unmetRuntimeRanges(manifest);
        if (unmet) throw new RuntimeMismatchError(remote, unmet);
      });
    check.catch(() => checked.delete(manifestUrl));
    checked.set(manifestUrl, check);
  }
  return check;
}
