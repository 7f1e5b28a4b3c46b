import { Image } from 'antd';
import { THUMBNAIL_PX } from '../model/constants';
import { Muted } from './page-parts';

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
export function PhotoViewer({ urls, label = 'Photo', size = THUMBNAIL_PX, emptyText = 'No photos' }: PhotoViewerProps) {
  if (urls.length === 0) return <Muted>{emptyText}</Muted>;
  return (
    <div role="list" aria-label={`${label} photos`} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Image.PreviewGroup>
        {urls.map((url, i) => (
          <div role="listitem" key={`${i}-${url}`}>
            <Image
              src={url}
              alt={`${label} photo ${i + 1} of ${urls.length}`}
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
