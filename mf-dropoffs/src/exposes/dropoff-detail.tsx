import { RemoteRoot } from '../app/remote-root';
import { DropoffDetailPage } from '../features/dropoff-detail/components/dropoff-detail-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedDropoffDetailPage() {
  return (
    <RemoteRoot>
      <DropoffDetailPage />
    </RemoteRoot>
  );
}
