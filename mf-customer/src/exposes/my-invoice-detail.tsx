import { RemoteRoot } from '../app/remote-root';
import { InvoiceDetailPage } from '../features/invoices/components/invoice-detail-page';

/** Exposed to the shell as ./MyInvoiceDetail; renders inside the host's router. */
export default function ExposedMyInvoiceDetail() {
  return (
    <RemoteRoot>
      <InvoiceDetailPage />
    </RemoteRoot>
  );
}
