import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { api } from '../api/api-client';
import { ensureRemotes } from './remote-registry';

// Remote screens take any props the host passes; each remote checks its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RemoteComponent = ComponentType<any>;

/** The shape React.lazy wants, from an exposed module like `mf_customer/MyPackages` (default export). */
export async function loadRemoteComponent(id: string): Promise<{ default: RemoteComponent }> {
  // Remotes call the shared api client: it must be loaded and configured before they run.
  await Promise.all([ensureRemotes(), api()]);
  const mod = await loadRemote<{ default?: RemoteComponent } | RemoteComponent>(id);
  const component = typeof mod === 'function' ? mod : mod?.default;
  if (!component) throw new Error(`${id} did not export a component`);
  return { default: component };
}
