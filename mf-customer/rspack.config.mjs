// mf-customer: the customer's self-service (container `mf_customer`), built by the remote kit.
import { remoteConfig } from '../build/remote-config.mjs';

export default remoteConfig({ name: 'mf_customer', dir: import.meta.dirname });
