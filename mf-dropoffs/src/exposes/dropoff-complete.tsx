import { RemoteRoot } from '../app/remote-root';
import { DropoffCompletePage } from '../features/dropoff-actions/components/dropoff-complete-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedDropoffCompletePage() {
  return (
    <RemoteRoot>
      <DropoffCompletePage />
    </RemoteRoot>
  );
}
