import { ArrowLeftOutlined } from '@ant-design/icons';
import { Descriptions, Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getDropoff } from '@fcs/shared/client';
import { formatDateTime } from '@fcs/shared/model/format';
import { ROUTES } from '@fcs/shared/model/routes';
import { type Dropoff } from '@fcs/shared/model/entities';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle, SectionTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';

function DropoffView({ dropoff: d }: { dropoff: Dropoff }) {
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'number', label: 'Drop-Off Number', children: <strong>{d.dropoff_number}</strong> },
          { key: 'status', label: 'Status', children: <StatusBadge kind="dropoff" status={d.status} /> },
          { key: 'customer', label: 'Customer', children: [d.customer_fcs_id, d.customer_name].filter(Boolean).join(' · ') || '-' },
          { key: 'staff', label: 'Staff', children: d.receiving_staff_name || '-' },
          { key: 'date', label: 'Date', children: formatDateTime(d.created_date) || '-' },
          { key: 'updated', label: 'Updated Date', children: formatDateTime(d.updated_date) || '-' },
          { key: 'remark', label: 'Remark', span: 'filled', children: d.customer_remark || '-' },
        ]}
      />
      <SectionTitle>Photos</SectionTitle>
      <PhotoViewer urls={d.photo_urls} label={d.dropoff_number} />
    </>
  );
}

/** /my-dropoff-detail/{id} (spec 3 §2): read-only; the customer remark is labelled Remark. */
export function DropoffDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const { data, loading, error, reload } = useAsync(`dropoff:${id}`, () => getDropoff(id));
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.myDropoffs.path) ? from : ROUTES.myDropoffs.path;

  return (
    <Page labelledBy="dropoff-detail-title" maxWidth={960}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={back} style={linkStyle}>
          <ArrowLeftOutlined /> Back to My Drop-Offs
        </Link>
      </p>
      <PageTitle id="dropoff-detail-title">Drop-off detail</PageTitle>
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
