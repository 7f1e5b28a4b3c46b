import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { isNotFoundRemark, type PackageDetail } from '../model/packages';
import { SectionTitle } from './page-parts';
import { PhotoViewer } from './photo-viewer';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';
import { useUiText } from './ui-text';

/**
 * The read-only fields of one package, its status history and its photos (My Packages' detail and
 * the staff's /package-detail); `children` come after the fields (the staff's Admin Only block).
 */
export function PackageDetailView({ detail, children }: { detail: PackageDetail; children?: ReactNode }) {
  const notFound = isNotFoundRemark(detail.remark);
  const { t, dateTime } = useUiText();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'tracking', label: t('column.trackingNumber'), children: <strong>{detail.trackingId}</strong> },
          { key: 'status', label: t('column.status'), children: <StatusBadge status={detail.status} /> },
          { key: 'received', label: t('column.receivedDate'), children: dateTime(detail.receivedDate) || '-' },
          { key: 'updated', label: t('column.updatedDate'), children: dateTime(detail.updatedDate) || '-' },
          {
            key: 'remark',
            label: t('field.remark'),
            span: 'filled',
            children: (
              <span style={notFound ? { color: '#c62828' } : undefined}>{notFound ? t('package.notFound') : detail.remark || '-'}</span>
            ),
          },
        ]}
      />
      {children}
      <SectionTitle>{t('history.title')}</SectionTitle>
      <StatusHistory entries={detail.history} />
      <SectionTitle>{t('photos.title')}</SectionTitle>
      <PhotoViewer urls={detail.photos} label={detail.trackingId} />
    </>
  );
}
