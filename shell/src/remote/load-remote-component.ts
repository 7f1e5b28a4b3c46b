import type { RemoteName } from '@fcs/shared/model/routes';
import type { ScreenComponent, Screens } from '@fcs/shared/ui/remote-screens';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { api } from '../api/api-client';
import { RemoteLoadError } from '../runtime-plugins/retry-fallback';
import { ensureRemotes } from './remote-registry';
import { checkRuntime } from './runtime-check';

/**
 * One screen of a remote, in the shape React.lazy wants: the remote's one exposed module
 * (`<remote>/screens`) is loaded once, then the screen's own code. A remote that /remotes.json does
 * not list (not deployed yet) fails like one that is down; one built against a runtime contract this
 * shell cannot give is refused (RuntimeMismatchError) before anything of it renders.
 */
export async function loadRemoteScreen(owner: RemoteName, screen: string): Promise<{ default: ScreenComponent }> {
  // Remotes call the shared api client: it must be loaded and configured before they run.
  const [remotes] = await Promise.all([ensureRemotes(), api()]);
  if (!remotes[owner]) throw new RemoteLoadError(owner, undefined, new Error('it is not deployed (not in /remotes.json)'));
  const [mod] = await Promise.all([loadRemote<{ default?: Screens }>(`${owner}/screens`), checkRuntime(owner, remotes[owner])]);
  const load = mod?.default?.[screen];
  if (!load) throw new RemoteLoadError(owner, remotes[owner], new Error(`it does not expose the screen ${screen}`));
  return load();
}
