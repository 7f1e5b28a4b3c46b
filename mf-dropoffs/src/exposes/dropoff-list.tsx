import { RemoteRoot } from '../app/remote-root';
import { DropoffListPage } from '../features/dropoff-list/components/dropoff-list-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedDropoffListPage() {
  return (
    <RemoteRoot>
      <DropoffListPage />
    </RemoteRoot>
  );
}
