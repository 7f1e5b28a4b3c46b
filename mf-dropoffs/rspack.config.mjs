// mf-dropoffs: staff drop-offs and QR labels (container `mf_dropoffs`), built by the remote kit.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({ name: 'mf_dropoffs', dir: import.meta.dirname });
