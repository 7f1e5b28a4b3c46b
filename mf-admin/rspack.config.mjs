// mf-admin: the back office, customers, staff packages, warehouse intake, invoices and settings
// (container `mf_admin`), built by the remote kit.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({ name: 'mf_admin', dir: import.meta.dirname });
