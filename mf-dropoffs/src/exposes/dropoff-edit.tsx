import { RemoteRoot } from '../app/remote-root';
import { DropoffEditPage } from '../features/dropoff-actions/components/dropoff-edit-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedDropoffEditPage() {
  return (
    <RemoteRoot>
      <DropoffEditPage />
    </RemoteRoot>
  );
}
