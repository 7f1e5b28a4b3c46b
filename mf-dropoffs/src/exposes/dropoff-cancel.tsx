import { RemoteRoot } from '../app/remote-root';
import { DropoffCancelPage } from '../features/dropoff-actions/components/dropoff-cancel-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedDropoffCancelPage() {
  return (
    <RemoteRoot>
      <DropoffCancelPage />
    </RemoteRoot>
  );
}
