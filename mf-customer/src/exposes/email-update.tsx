import { RemoteRoot } from '../app/remote-root';
import { EmailUpdatePage } from '../features/email-update/components/email-update-page';

/** Exposed to the shell as ./EmailUpdate; renders inside the host's router. */
export default function ExposedEmailUpdate() {
  return (
    <RemoteRoot>
      <EmailUpdatePage />
    </RemoteRoot>
  );
}
