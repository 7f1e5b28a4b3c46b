import { RemoteRoot } from '../app/remote-root';
import { RecentPickups } from '../features/recent-pickups/components/recent-pickups';

/** Exposed to the shell as ./RecentPickups; renders inside the host's router. */
export default function ExposedRecentPickups() {
  return (
    <RemoteRoot>
      <RecentPickups />
    </RemoteRoot>
  );
}
