import { RemoteRoot } from '../app/remote-root';
import { PickupDetailPage } from '../features/pickups/components/pickup-detail-page';

/** Exposed to the shell as ./MyPickupDetail; renders inside the host's router. */
export default function ExposedMyPickupDetail() {
  return (
    <RemoteRoot>
      <PickupDetailPage />
    </RemoteRoot>
  );
}
