import { Image } from 'antd';
import { THUMBNAIL_PX } from '../model/constants';
import { Muted } from './page-parts';
import { useUiText } from './ui-text';

export interface PhotoViewerProps {
  urls: readonly string[];
  /** What the photos show, for their alt text, e.g. the tracking number. */
  label?: string;
  /** Thumbnail edge in px (spec: 100 by 100). */
  size?: number;
  emptyText?: string;
}

/**
 * Photos as square thumbnails; a click opens a zoomable, rotatable preview that pages through all
 * of them (antd Image.PreviewGroup: wheel or buttons zoom, arrows move between photos).
 */
export function PhotoViewer({ urls, label, size = THUMBNAIL_PX, emptyText }: PhotoViewerProps) {
  const { t } = useUiText();
  if (urls.length === 0) return <Muted>{emptyText ?? t('photos.none')}</Muted>;
  const what = label ?? t('photos.photo');
  return (
    <div role="list" aria-label={t('photos.list', { label: what })} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Image.PreviewGroup>
        {urls.map((url, i) => (
          <div role="listitem" key={`${i}-${url}`}>
            <Image
              src={url}
              alt={t('photos.alt', { label: what, n: i + 1, count: urls.length })}
              width={size}
              height={size}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          </div>
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
