import { RemoteRoot } from '../app/remote-root';
import { MyPickupsPage } from '../features/pickups/components/my-pickups-page';

/** Exposed to the shell as ./MyPickups; renders inside the host's router. */
export default function ExposedMyPickups() {
  return (
    <RemoteRoot>
      <MyPickupsPage />
    </RemoteRoot>
  );
}
