import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Descriptions, Flex, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import type { Dropoff } from '@fcs/shared/model/entities';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { allowedActions, DROPOFF_MACHINE } from '@fcs/shared/model/machines';
import { routePath, ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/runtime/session';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { StatusLinkRevoke } from '@fcs/shared/ui/status-link-revoke';
import { DropoffHeading } from '../../../lib/dropoff-heading';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle, SectionTitle } from '@fcs/shared/ui/page-parts';
import { useDropoff } from '../../../lib/use-dropoff';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { useDropoffsText } from '../../../i18n';

function DropoffActions({ dropoff }: { dropoff: Dropoff }) {
  const t = useDropoffsText();
  const navigate = useNavigate();
  const actions = allowedActions(usePrincipal(), DROPOFF_MACHINE, dropoff);
  const open = (key: 'dropoffEdit' | 'dropoffComplete' | 'dropoffCancel') => navigate(routePath(key, { id: dropoff.id }));

  if (dropoff.status === 'received' && actions.length > 0) {
    return (
      <Flex wrap gap={8} style={{ marginTop: 20 }}>
        {actions.includes('edit') && (
          <Button icon={<EditOutlined />} onClick={() => open('dropoffEdit')}>
            {t('action.edit')}
          </Button>
        )}
        {actions.includes('complete') && (
          <Button type="primary" icon={<CheckOutlined />} onClick={() => open('dropoffComplete')}>
            {t('action.completeDropoff')}
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button danger icon={<CloseCircleOutlined />} onClick={() => open('dropoffCancel')}>
            {t('action.cancel')}
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
          {t('title.adminOnly')}
        </h2>
        <Button danger icon={<CloseCircleOutlined />} onClick={() => open('dropoffCancel')}>
          {t('action.cancel')}
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
  const t = useDropoffsText();

  return (
    <Page labelledBy="dropoff-detail-title" maxWidth={960}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('action.back')}
      </Button>
      <PageTitle id="dropoff-detail-title">{t('title.detail')}</PageTitle>
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
              { key: 'fcs', label: t('field.customerId'), children: data.customer_fcs_id ?? '-' },
              { key: 'name', label: t('field.customerName'), children: data.customer_name ?? '-' },
              { key: 'phone', label: t('field.phone'), children: data.customer_phone_number ?? '-' },
              { key: 'staff', label: t('field.receivedBy'), children: data.receiving_staff_name ?? '-' },
              { key: 'date', label: t('field.date'), children: formatStaffDateTime(data.created_date) },
              { key: 'updated', label: t('field.updatedDate'), children: formatStaffDateTime(data.updated_date) },
              { key: 'customer_remark', label: t('field.customerRemark'), span: 'filled', children: data.customer_remark || '-' },
              { key: 'remark', label: t('field.remark'), span: 'filled', children: data.remark || '-' },
            ]}
          />
          <SectionTitle>{t('field.photos')}</SectionTitle>
          <PhotoViewer urls={data.photo_urls} label={data.dropoff_number} />
          <DropoffActions dropoff={data} />
          <div style={{ marginTop: 8 }}>
            <StatusLinkRevoke kind="dropoff" id={data.id} />
          </div>
        </>
      ) : null}
    </Page>
  );
}
