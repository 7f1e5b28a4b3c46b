import { RemoteRoot } from '../app/remote-root';
import { AddressDetailPage } from '../features/addresses/components/address-detail-page';

/** Exposed to the shell as ./AddressDetail; renders inside the host's router. */
export default function ExposedAddressDetail() {
  return (
    <RemoteRoot>
      <AddressDetailPage />
    </RemoteRoot>
  );
}
