import { RemoteRoot } from '../app/remote-root';
import { EditPickupPage } from '../features/pickups/components/edit-pickup-page';

/** Exposed to the shell as ./MyPickupEdit; renders inside the host's router. */
export default function ExposedMyPickupEdit() {
  return (
    <RemoteRoot>
      <EditPickupPage />
    </RemoteRoot>
  );
}
