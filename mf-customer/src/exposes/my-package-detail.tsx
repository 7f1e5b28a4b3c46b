import { RemoteRoot } from '../app/remote-root';
import { PackageDetailPage } from '../features/package-detail/components/package-detail-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedPackageDetailPage() {
  return (
    <RemoteRoot>
      <PackageDetailPage />
    </RemoteRoot>
  );
}
