import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getInvoice, setInvoiceStatus } from '@fcs/runtime/client';
import { decide } from '@fcs/shared/model/machines';
import { INVOICE_MACHINE, INVOICE_MSG, type InvoiceDetail, type InvoiceTarget } from '@fcs/shared/model/invoices';
import { ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal, useSubmit } from '@fcs/runtime/session';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { ConfirmDialog } from '@fcs/shared/ui/confirm-dialog';
import { InvoicePrintStyle, InvoiceView } from '@fcs/shared/ui/invoice-view';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAdminText } from '../../../i18n';
import type { TFunction } from '@fcs/runtime/i18n';

const ACTIONS = {
  paid: {
    action: 'pay',
    button: (t: TFunction) => t('invoices.markPaid'),
    question: (t: TFunction, number: string) => t('invoices.confirmPaid', { number }),
    icon: <CheckOutlined />,
  },
  canceled: {
    action: 'cancel',
    button: (t: TFunction) => t('invoices.cancelInvoice'),
    question: (t: TFunction, number: string) => t('invoices.confirmCancel', { number }),
    icon: <StopOutlined />,
  },
} as const;

/** The status actions the invoice machine allows this caller on this invoice now. */
export function invoiceActions(
  who: ReturnType<typeof usePrincipal>,
  invoice: Pick<InvoiceDetail, 'status' | 'user_id' | 'version'>,
): InvoiceTarget[] {
  const row = { ...invoice, status: invoice.status as (typeof INVOICE_MACHINE)['transitions'][number]['from'][number] };
  return (Object.keys(ACTIONS) as InvoiceTarget[]).filter((target) => decide(who, INVOICE_MACHINE, row, ACTIONS[target].action).ok);
}

/**
 * /invoice-detail/{id} (spec 1 §2.7 does not show it): number, customer, date, status, the lines
 * with their total, the status history, Print; Mark as Paid for an unpaid invoice and Cancel Invoice
 * for a draft or unpaid one, each after a confirmation, with the version last read (a change made
 * meanwhile is refused with the server's words).
 */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const t = useAdminText();
  const who = usePrincipal();
  const { data: loaded, loading, error, reload } = useAsync(`invoice:${id}`, () => getInvoice(id));
  const [changed, setChanged] = useState<InvoiceDetail | null>(null);
  const data = changed?.id === loaded?.id && changed ? changed : loaded;
  const [asking, setAsking] = useState<InvoiceTarget | null>(null);
  const { busy, submit } = useSubmit({ success: (r: InvoiceDetail) => (r.status === 'paid' ? INVOICE_MSG.paid : INVOICE_MSG.canceled) });
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.invoices.path) ? from : ROUTES.invoices.path;

  const act = async (target: InvoiceTarget) => {
    if (!data) return;
    const result = await submit(() => setInvoiceStatus({ id: data.id, status: target, version: data.version }));
    setAsking(null);
    if (result) setChanged(result);
    else reload();
  };

  return (
    <div className="fcs-invoice-print">
      <InvoicePrintStyle />
      <Page labelledBy="invoice-detail-title" maxWidth={960}>
        <Flex className="fcs-no-print" justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
          <Link to={back} style={linkStyle}>
            <ArrowLeftOutlined /> {t('invoices.back')}
          </Link>
          {data ? (
            <Flex gap={8} wrap>
              {invoiceActions(who, data).map((target) => (
                <Button
                  key={target}
                  type={target === 'paid' ? 'primary' : 'default'}
                  danger={target === 'canceled'}
                  icon={ACTIONS[target].icon}
                  disabled={busy}
                  onClick={() => setAsking(target)}
                >
                  {ACTIONS[target].button(t)}
                </Button>
              ))}
              <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                {t('action.print')}
              </Button>
            </Flex>
          ) : null}
        </Flex>
        <PageTitle id="invoice-detail-title">{t('invoices.titleOf', { number: data?.invoice_number ?? '' })}</PageTitle>
        {loading && !data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : error ? (
          <LoadFailure error={error} what="invoice" onRetry={reload} />
        ) : data ? (
          <InvoiceView invoice={data} showHistory />
        ) : null}
      </Page>
      {data && asking ? (
        <ConfirmDialog
          open
          question={ACTIONS[asking].question(t, data.invoice_number)}
          okText={ACTIONS[asking].button(t)}
          cancelText={t('action.back')}
          danger={asking === 'canceled'}
          busy={busy}
          onConfirm={() => void act(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
