import { RemoteRoot } from '../app/remote-root';
import { NewAddressPage } from '../features/addresses/components/new-address-page';

/** Exposed to the shell as ./NewAddress; renders inside the host's router. */
export default function ExposedNewAddress() {
  return (
    <RemoteRoot>
      <NewAddressPage />
    </RemoteRoot>
  );
}
