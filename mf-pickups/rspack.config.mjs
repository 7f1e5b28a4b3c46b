// mf-pickups: staff pickups, Collect and the route map (container `mf_pickups`), built by the remote kit.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({ name: 'mf_pickups', dir: import.meta.dirname });
