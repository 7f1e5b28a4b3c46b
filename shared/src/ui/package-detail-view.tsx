import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../model/format';
import { isNotFoundRemark, type PackageDetail } from '../model/packages';
import { SectionTitle } from './page-parts';
import { PhotoViewer } from './photo-viewer';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';

/**
 * The read-only fields of one package, its status history and its photos (My Packages' detail and
 * the staff's /package-detail); `children` come after the fields (the staff's Admin Only block).
 */
export function PackageDetailView({ detail, children }: { detail: PackageDetail; children?: ReactNode }) {
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
      {children}
      <SectionTitle>Status history</SectionTitle>
      <StatusHistory entries={detail.history} />
      <SectionTitle>Photos</SectionTitle>
      <PhotoViewer urls={detail.photos} label={detail.trackingId} />
    </>
  );
}
