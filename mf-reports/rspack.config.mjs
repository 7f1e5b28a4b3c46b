// mf-reports: report templates and the report viewer (container `mf_reports`), built by the remote kit.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({ name: 'mf_reports', dir: import.meta.dirname });
