import { RemoteRoot } from '../app/remote-root';
import { AddressesPage } from '../features/addresses/components/addresses-page';

/** Exposed to the shell as ./Addresses; renders inside the host's router. */
export default function ExposedAddresses() {
  return (
    <RemoteRoot>
      <AddressesPage />
    </RemoteRoot>
  );
}
