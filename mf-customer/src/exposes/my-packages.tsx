import { RemoteRoot } from '../app/remote-root';
import { MyPackagesPage } from '../features/my-packages/components/my-packages-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedMyPackagesPage() {
  return (
    <RemoteRoot>
      <MyPackagesPage />
    </RemoteRoot>
  );
}
