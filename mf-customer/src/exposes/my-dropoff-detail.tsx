import { RemoteRoot } from '../app/remote-root';
import { DropoffDetailPage } from '../features/dropoffs/components/dropoff-detail-page';

/** Exposed to the shell as ./MyDropoffDetail; renders inside the host's router. */
export default function ExposedMyDropoffDetail() {
  return (
    <RemoteRoot>
      <DropoffDetailPage />
    </RemoteRoot>
  );
}
