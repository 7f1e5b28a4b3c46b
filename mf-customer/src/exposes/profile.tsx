import { RemoteRoot } from '../app/remote-root';
import { ProfilePage } from '../features/profile/components/profile-page';

/** Exposed to the shell as ./Profile; renders inside the host's router. */
export default function ExposedProfile() {
  return (
    <RemoteRoot>
      <ProfilePage />
    </RemoteRoot>
  );
}
