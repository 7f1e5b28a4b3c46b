import { RemoteRoot } from '../app/remote-root';
import { RequestPickupPage } from '../features/pickups/components/request-pickup-page';

/** Exposed to the shell as ./RequestPickup; renders inside the host's router. */
export default function ExposedRequestPickup() {
  return (
    <RemoteRoot>
      <RequestPickupPage />
    </RemoteRoot>
  );
}
