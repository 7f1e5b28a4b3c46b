import { RemoteRoot } from '../app/remote-root';
import { RecentPackages } from '../features/recent-packages/components/recent-packages';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedRecentPackages() {
  return (
    <RemoteRoot>
      <RecentPackages />
    </RemoteRoot>
  );
}
