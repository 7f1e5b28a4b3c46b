import { Descriptions } from 'antd';
import { formatDateTime } from '@fcs/shared/model/format';
import { isNotFoundRemark } from '@fcs/shared/model/packages';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { SectionTitle } from '@fcs/shared/ui/page-parts';
import type { PackageDetail } from '../api/package-detail';
import { StatusHistory } from './status-history';

/** The read-only fields of one package, its status history and its photos. */
export function PackageDetailView({ detail }: { detail: PackageDetail }) {
  const notFound = isNotFoundRemark(detail.remark);
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'tracking', label: 'Tracking Number', children: <strong>{detail.trackingId}</strong> },
          { key: 'status', label: 'Status', children: <StatusBadge status={detail.status} /> },
          { key: 'received', label: 'Received Date', children: formatDateTime(detail.receivedDate) || '-' },
          { key: 'updated', label: 'Updated Date', children: formatDateTime(detail.updatedDate) || '-' },
          {
            key: 'remark',
            label: 'Remark',
            span: 'filled',
            children: <span style={notFound ? { color: '#c62828' } : undefined}>{detail.remark || '-'}</span>,
          },
        ]}
      />
      <SectionTitle>Status history</SectionTitle>
      <StatusHistory entries={detail.history} />
      <SectionTitle>Photos</SectionTitle>
      <PhotoViewer urls={detail.photos} label={detail.trackingId} />
    </>
  );
}
