import { ArrowLeftOutlined, CheckOutlined, CloseCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import type { Dropoff } from '@fcs/shared/model/entities';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { allowedActions, DROPOFF_MACHINE } from '@fcs/shared/model/machines';
import { routePath, ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/shared/session';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { DropoffHeading } from '../../../lib/dropoff-heading';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle, SectionTitle } from '@fcs/shared/ui/page-parts';
import { useDropoff } from '../../../lib/use-dropoff';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';

function DropoffActions({ dropoff }: { dropoff: Dropoff }) {
  const navigate = useNavigate();
  const actions = allowedActions(usePrincipal(), DROPOFF_MACHINE, dropoff);
  const open = (key: 'dropoffEdit' | 'dropoffComplete' | 'dropoffCancel') => navigate(routePath(key, { id: dropoff.id }));

  if (dropoff.status === 'received' && actions.length > 0) {
    return (
      <Flex wrap gap={8} style={{ marginTop: 20 }}>
        {actions.includes('edit') && (
          <Button icon={<EditOutlined />} onClick={() => open('dropoffEdit')}>
            Edit Drop-Off
          </Button>
        )}
        {actions.includes('complete') && (
          <Button type="primary" icon={<CheckOutlined />} onClick={() => open('dropoffComplete')}>
            Complete Drop-Off
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button danger icon={<CloseCircleOutlined />} onClick={() => open('dropoffCancel')}>
            Cancel Drop-Off
          </Button>
        )}
      </Flex>
    );
  }
  // A completed drop-off: only admin or sa may cancel it (spec 3 §2, §6); the machine says the same.
  if (dropoff.status === 'completed' && actions.includes('cancel')) {
    return (
      <section aria-labelledby="admin-only-title" style={{ marginTop: 20, padding: 12, border: '1px dashed #c62828', borderRadius: 8 }}>
        <h2 id="admin-only-title" style={{ margin: '0 0 8px', fontSize: 14, color: '#c62828' }}>
          Admin Only
        </h2>
        <Button danger icon={<CloseCircleOutlined />} onClick={() => open('dropoffCancel')}>
          Cancel Drop-Off
        </Button>
      </section>
    );
  }
  return null;
}

/** /dropoff-detail/:id (spec 3 §2): the drop-off, its photos and the actions its status allows. */
export function DropoffDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, reload } = useDropoff(id);
  const goBack = useGoBack(ROUTES.dropoffs.path);

  return (
    <Page labelledBy="dropoff-detail-title" maxWidth={960}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        Back
      </Button>
      <PageTitle id="dropoff-detail-title">Drop-Off Detail</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="dropoff" onRetry={reload} />
      ) : data ? (
        <>
          <DropoffHeading dropoff={data} />
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              { key: 'fcs', label: 'Customer ID', children: data.customer_fcs_id ?? '-' },
              { key: 'name', label: 'Customer Name', children: data.customer_name ?? '-' },
              { key: 'phone', label: 'Phone Number', children: data.customer_phone_number ?? '-' },
              { key: 'staff', label: 'Received By', children: data.receiving_staff_name ?? '-' },
              { key: 'date', label: 'Date', children: formatStaffDateTime(data.created_date) },
              { key: 'updated', label: 'Updated Date', children: formatStaffDateTime(data.updated_date) },
              { key: 'customer_remark', label: 'Customer Remark', span: 'filled', children: data.customer_remark || '-' },
              { key: 'remark', label: 'Remark', span: 'filled', children: data.remark || '-' },
            ]}
          />
          <SectionTitle>Photos</SectionTitle>
          <PhotoViewer urls={data.photo_urls} label={data.dropoff_number} />
          <DropoffActions dropoff={data} />
        </>
      ) : null}
    </Page>
  );
}
