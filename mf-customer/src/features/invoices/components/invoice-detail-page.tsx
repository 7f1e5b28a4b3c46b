import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Button, Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { getInvoice } from '../../../api/invoices';
import { InvoicePrintStyle, InvoiceView } from '@fcs/shared/ui/invoice-view';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useCustomerText } from '../../../i18n';

/**
 * /my-invoice-detail/{id}: the spec does not show it (spec 1 §2.7), so it is what a customer expects
 * of an invoice: number, date, status, amount, the lines with a total, and Print.
 */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const { t } = useCustomerText();
  const { data, loading, error, reload } = useAsync(`invoice:${id}`, () => getInvoice(id));
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.myInvoices.path) ? from : ROUTES.myInvoices.path;

  return (
    <div className="fcs-invoice-print">
      <InvoicePrintStyle />
      <Page labelledBy="invoice-detail-title" maxWidth={960}>
        <div
          className="fcs-no-print"
          style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}
        >
          <Link to={back} style={linkStyle}>
            <ArrowLeftOutlined /> {t('invoices.back')}
          </Link>
          {data ? (
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('invoices.print')}
            </Button>
          ) : null}
        </div>
        <PageTitle id="invoice-detail-title">{t('invoices.detailTitle', { number: data?.invoice_number ?? '' })}</PageTitle>
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
