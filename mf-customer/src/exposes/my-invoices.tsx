import { RemoteRoot } from '../app/remote-root';
import { MyInvoicesPage } from '../features/invoices/components/my-invoices-page';

/** Exposed to the shell as ./MyInvoices; renders inside the host's router. */
export default function ExposedMyInvoices() {
  return (
    <RemoteRoot>
      <MyInvoicesPage />
    </RemoteRoot>
  );
}
