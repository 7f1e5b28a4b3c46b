import { Descriptions, Timeline } from 'antd';
import type { InvoiceDetail, InvoiceDetailLine } from '../model/invoices';
import { DataTable } from './data-table';
import { SectionTitle } from './page-parts';
import { ToneTag, type Tone } from './tone-tag';
import { useUiText } from './ui-text';

/**
 * One invoice as the customer (/my-invoice-detail) and inv staff (/invoice-detail) see it: number,
 * status, date, amount, customer, the lines with their total; staff also see its status history.
 * Print shows it alone (`InvoicePrintStyle` and the `fcs-invoice-print` / `fcs-no-print` classes).
 */

const COLORS: Record<string, Tone> = { draft: 'default', unpaid: 'orange', paid: 'green', canceled: 'red' };

/** An invoice's status as a coloured tag, in the reader's language. */
export function InvoiceStatus({ status }: { status: string | null | undefined }) {
  const { t } = useUiText();
  if (!status) return null;
  return (
    <ToneTag tone={COLORS[status] ?? 'default'} style={{ textTransform: 'capitalize', marginInlineEnd: 0 }} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
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
  const { t, dateTime, usdCents } = useUiText();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'number', label: t('column.invoiceNumber'), children: <strong>{invoice.invoice_number}</strong> },
          { key: 'status', label: t('column.status'), children: <InvoiceStatus status={invoice.status} /> },
          { key: 'date', label: t('column.receivedDate'), children: dateTime(invoice.invoice_date) || '-' },
          { key: 'amount', label: t('column.amount'), children: <strong>{usdCents(invoice.amount)}</strong> },
          {
            key: 'customer',
            label: t('field.customer'),
            span: 'filled',
            children: [invoice.fcs_id, invoice.user_name].filter(Boolean).join(' · ') || '-',
          },
        ]}
      />
      <SectionTitle>{t('invoice.lines')}</SectionTitle>
      <DataTable<InvoiceDetailLine>
        label={t('invoice.linesLabel')}
        rowKey={(l) => String(l.line_no)}
        rows={invoice.lines}
        total={invoice.lines.length}
        page={1}
        pageSize={Math.max(invoice.lines.length, 1)}
        sort={null}
        onChange={() => {}}
        pagination="none"
        emptyText={t('invoice.noLines')}
        columns={[
          { key: 'line_no', title: t('column.no'), width: 56 },
          {
            key: 'description',
            title: t('invoice.description'),
            render: (l) => (l.tracking_id ? `${l.description} (${l.tracking_id})` : l.description),
          },
          { key: 'quantity', title: t('invoice.quantity'), align: 'right' },
          { key: 'unit', title: t('invoice.unitPrice'), align: 'right', render: (l) => usdCents(l.unit_price) },
          { key: 'amount', title: t('column.amount'), align: 'right', render: (l) => usdCents(l.amount) },
        ]}
        summary={{ label: t('invoice.total'), value: usdCents(invoice.amount) }}
      />
      {showHistory && history.length ? (
        <div className="fcs-no-print">
          <SectionTitle>{t('history.title')}</SectionTitle>
          <Timeline
            aria-label={t('history.title')}
            items={history.map((h, i) => ({
              key: i,
              content: (
                <span>
                  <InvoiceStatus status={h.status} /> {dateTime(h.date)}
                  {h.by_name ? ` · ${t('history.by', { name: h.by_name })}` : ''}
                </span>
              ),
            }))}
          />
        </div>
      ) : null}
    </>
  );
}
