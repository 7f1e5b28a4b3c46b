import { RemoteRoot } from '../app/remote-root';
import { MyDropoffsPage } from '../features/dropoffs/components/my-dropoffs-page';

/** Exposed to the shell as ./MyDropoffs; renders inside the host's router. */
export default function ExposedMyDropoffs() {
  return (
    <RemoteRoot>
      <MyDropoffsPage />
    </RemoteRoot>
  );
}
