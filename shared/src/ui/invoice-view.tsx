import { Descriptions, Timeline } from 'antd';
import { formatDateTime } from '../model/format';
import { formatUSDCents, type InvoiceDetail, type InvoiceDetailLine } from '../model/invoices';
import { DataTable } from './data-table';
import { SectionTitle } from './page-parts';
import { ToneTag, type Tone } from './tone-tag';

/**
 * One invoice as the customer (/my-invoice-detail) and inv staff (/invoice-detail) see it: number,
 * status, date, amount, customer, the lines with their total; staff also see its status history.
 * Print shows it alone (`InvoicePrintStyle` and the `fcs-invoice-print` / `fcs-no-print` classes).
 */

const COLORS: Record<string, Tone> = { draft: 'default', unpaid: 'orange', paid: 'green', canceled: 'red' };

/** An invoice's status as a coloured tag (the word stays the status value). */
export function InvoiceStatus({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <ToneTag tone={COLORS[status] ?? 'default'} style={{ textTransform: 'capitalize', marginInlineEnd: 0 }} data-status={status}>
      {status}
    </ToneTag>
  );
}

/** Printing shows the invoice alone: the portal's bars, menus and the screen's buttons are left out. */
export const INVOICE_PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .fcs-invoice-print, .fcs-invoice-print * { visibility: visible !important; }
  .fcs-invoice-print { position: absolute; left: 0; top: 0; width: 100%; padding: 0 !important; }
  .fcs-no-print { display: none !important; }
}`;
export const InvoicePrintStyle = () => <style>{INVOICE_PRINT_CSS}</style>;

export function InvoiceView({ invoice, showHistory }: { invoice: InvoiceDetail; showHistory?: boolean }) {
  const history = invoice.history ?? [];
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
      {showHistory && history.length ? (
        <div className="fcs-no-print">
          <SectionTitle>Status History</SectionTitle>
          <Timeline
            aria-label="Status history"
            items={history.map((h, i) => ({
              key: i,
              content: (
                <span>
                  <InvoiceStatus status={h.status} /> {formatDateTime(h.date)}
                  {h.by_name ? ` · by ${h.by_name}` : ''}
                </span>
              ),
            }))}
          />
        </div>
      ) : null}
    </>
  );
}
