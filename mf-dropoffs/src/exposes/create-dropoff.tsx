import { RemoteRoot } from '../app/remote-root';
import { CreateDropoffPage } from '../features/dropoff-create/components/create-dropoff-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedCreateDropoffPage() {
  return (
    <RemoteRoot>
      <CreateDropoffPage />
    </RemoteRoot>
  );
}
