import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatDateTime } from '@fcs/shared/model/format';
import { ROUTES } from '@fcs/shared/model/routes';
import { type InvoiceDetail, type InvoiceDetailLine } from '@fcs/shared/model/invoices';
import { getInvoice } from '../../../api/invoices';
import { DataTable } from '@fcs/shared/ui/data-table';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle, SectionTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { formatUSDCents } from '../api/my-invoices';
import { InvoiceStatus } from './invoice-status';

/** Printing shows the invoice alone: the portal's bars, menus and this screen's buttons are left out. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .fcs-invoice-print, .fcs-invoice-print * { visibility: visible !important; }
  .fcs-invoice-print { position: absolute; left: 0; top: 0; width: 100%; padding: 0 !important; }
  .fcs-no-print { display: none !important; }
}`;

function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'number', label: 'Invoice Number', children: <strong>{invoice.invoice_number}</strong> },
          { key: 'status', label: 'Status', children: <InvoiceStatus status={invoice.status} /> },
          { key: 'date', label: 'Received Date', children: formatDateTime(invoice.invoice_date) || '-' },
          { key: 'amount', label: 'Amount', children: <strong>{formatUSDCents(invoice.amount)}</strong> },
          {
            key: 'customer',
            label: 'Customer',
            span: 'filled',
            children: [invoice.fcs_id, invoice.user_name].filter(Boolean).join(' · ') || '-',
          },
        ]}
      />
      <SectionTitle>Lines</SectionTitle>
      <DataTable<InvoiceDetailLine>
        label="Invoice lines"
        rowKey={(l) => String(l.line_no)}
        rows={invoice.lines}
        total={invoice.lines.length}
        page={1}
        pageSize={Math.max(invoice.lines.length, 1)}
        sort={null}
        onChange={() => {}}
        pagination="none"
        emptyText="No lines"
        columns={[
          { key: 'line_no', title: 'No.', width: 56 },
          {
            key: 'description',
            title: 'Description',
            render: (l) => (l.tracking_id ? `${l.description} (${l.tracking_id})` : l.description),
          },
          { key: 'quantity', title: 'Quantity', align: 'right' },
          { key: 'unit', title: 'Unit Price', align: 'right', render: (l) => formatUSDCents(l.unit_price) },
          { key: 'amount', title: 'Amount', align: 'right', render: (l) => formatUSDCents(l.amount) },
        ]}
        summary={{ label: 'Total', value: formatUSDCents(invoice.amount) }}
      />
    </>
  );
}

/**
 * /my-invoice-detail/{id}: the spec does not show it (spec 1 §2.7), so it is what a customer expects
 * of an invoice: number, date, status, amount, the lines with a total, and Print.
 */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const { data, loading, error, reload } = useAsync(`invoice:${id}`, () => getInvoice(id));
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.myInvoices.path) ? from : ROUTES.myInvoices.path;

  return (
    <div className="fcs-invoice-print">
      <style>{PRINT_CSS}</style>
      <Page labelledBy="invoice-detail-title" maxWidth={960}>
        <div
          className="fcs-no-print"
          style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}
        >
          <Link to={back} style={linkStyle}>
            <ArrowLeftOutlined /> Back to My Invoices
          </Link>
          {data ? (
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              Print
            </Button>
          ) : null}
        </div>
        <PageTitle id="invoice-detail-title">Invoice {data?.invoice_number ?? ''}</PageTitle>
        {loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : error ? (
          <LoadFailure error={error} what="invoice" onRetry={reload} />
        ) : data ? (
          <InvoiceView invoice={data} />
        ) : null}
      </Page>
    </div>
  );
}
