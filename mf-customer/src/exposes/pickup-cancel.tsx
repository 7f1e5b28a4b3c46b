import { RemoteRoot } from '../app/remote-root';
import { PickupCancelPage } from '../features/pickups/components/pickup-cancel-page';

/** Exposed to the shell as ./PickupCancel; renders inside the host's router. */
export default function ExposedPickupCancel() {
  return (
    <RemoteRoot>
      <PickupCancelPage />
    </RemoteRoot>
  );
}
