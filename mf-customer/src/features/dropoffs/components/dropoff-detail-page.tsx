import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Descriptions, Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getDropoff } from '@fcs/runtime/client';
import { ROUTES } from '@fcs/shared/model/routes';
import { type Dropoff } from '@fcs/shared/model/entities';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle, SectionTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useCustomerText } from '../../../i18n';

function DropoffView({ dropoff: d }: { dropoff: Dropoff }) {
  const { t, dateTime } = useCustomerText();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'number', label: t('dropoffs.number'), children: <strong>{d.dropoff_number}</strong> },
          { key: 'status', label: t('dropoffs.status'), children: <StatusBadge kind="dropoff" status={d.status} /> },
          {
            key: 'customer',
            label: t('dropoffs.customer'),
            children: [d.customer_fcs_id, d.customer_name].filter(Boolean).join(' · ') || '-',
          },
          { key: 'staff', label: t('dropoffs.staff'), children: d.receiving_staff_name || '-' },
          { key: 'date', label: t('dropoffs.date'), children: dateTime(d.created_date) || '-' },
          { key: 'updated', label: t('dropoffs.updatedDate'), children: dateTime(d.updated_date) || '-' },
          { key: 'remark', label: t('dropoffs.remark'), span: 'filled', children: d.customer_remark || '-' },
        ]}
      />
      <SectionTitle>{t('dropoffs.photos')}</SectionTitle>
      <PhotoViewer urls={d.photo_urls} label={d.dropoff_number} />
    </>
  );
}

/** /my-dropoff-detail/{id} (spec 3 §2): read-only; the customer remark is labelled Remark. */
export function DropoffDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const { t } = useCustomerText();
  const { data, loading, error, reload } = useAsync(`dropoff:${id}`, () => getDropoff(id));
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.myDropoffs.path) ? from : ROUTES.myDropoffs.path;

  return (
    <Page labelledBy="dropoff-detail-title" maxWidth={960}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={back} style={linkStyle}>
          <ArrowLeftOutlined /> {t('dropoffs.back')}
        </Link>
      </p>
      <PageTitle id="dropoff-detail-title">{t('dropoffs.detailTitle')}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : error ? (
        <LoadFailure error={error} what="dropoff" onRetry={reload} />
      ) : data ? (
        <DropoffView dropoff={data} />
      ) : null}
    </Page>
  );
}
