import CameraOutlined from '@ant-design/icons/CameraOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadPhoto } from '@fcs/runtime/client';
import { THUMBNAIL_PX } from '../model/constants';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MSG, type UploadKind } from '../model/uploads';
import { useStaffText } from './staff-text';

/** A photo of a record being edited: one already stored (url only) or one just picked (file + preview url). */
export interface PickedPhoto {
  key: string;
  /** The stored photo's URL, or an object URL previewing the picked file. */
  url: string;
  /** Set for a photo picked here and not uploaded yet. */
  file?: File;
}

/** Stored photos as picker items (their URL is their key). */
export function storedPhotos(urls: readonly string[]): PickedPhoto[] {
  return urls.map((url) => ({ key: url, url }));
}

/** Whether a file is an image by its type (the api checks again by its bytes). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return /^image\//i.test(file.type);
}

/**
 * The photo rule of spec 3 §5: only image files, one per pick, the first image among those chosen.
 * Answers the file or why none can be taken.
 */
export function pickFirstImage(files: ArrayLike<File> | null | undefined): { file: File } | { error: string } | null {
  const list = Array.from(files ?? []);
  if (list.length === 0) return null;
  const image = list.find(isImageFile);
  if (!image) return { error: UPLOAD_MSG.onlyImages };
  if (image.size > UPLOAD_MAX_BYTES) return { error: UPLOAD_MSG.tooLarge };
  return { file: image };
}

let seq = 0;

export interface PhotoPickerProps {
  photos: readonly PickedPhoto[];
  onChange: (next: PickedPhoto[]) => void;
  /** What the photos show, for their alt text, e.g. the drop-off number. */
  label?: string;
  disabled?: boolean;
  /** At most this many photos; Select Photo is disabled at the limit. */
  max?: number;
  /** Told when a pick is refused (not an image, too large), e.g. to show a snackbar. */
  onReject?: (message: string) => void;
}

/**
 * Photo add and remove (spec 3 §2): Select Photo opens the camera or the files (images only), each
 * photo a 100 by 100 thumbnail with a remove button. Picked files stay local until the screen saves.
 */
export function PhotoPicker({ photos, onChange, label: given, disabled, max = Infinity, onReject }: PhotoPickerProps) {
  const t = useStaffText();
  const label = given ?? t('photos.photo');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  // Object URLs of picked files are released when the picker goes away.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(
    () => () => {
      for (const p of latest.current) if (p.file) URL.revokeObjectURL(p.url);
    },
    [],
  );

  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const result = pickFirstImage(e.target.files);
    // The same file can be chosen again after a removal.
    e.target.value = '';
    if (!result) return;
    if ('error' in result) {
      setError(result.error);
      onReject?.(result.error);
      return;
    }
    setError(null);
    onChange([...photos, { key: `picked-${++seq}`, url: URL.createObjectURL(result.file), file: result.file }]);
  };

  const remove = (photo: PickedPhoto) => {
    if (photo.file) URL.revokeObjectURL(photo.url);
    onChange(photos.filter((p) => p.key !== photo.key));
  };

  const full = photos.length >= max;
  return (
    <div>
      {photos.length > 0 ? (
        <ul
          aria-label={t('photos.list', { label })}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 8px' }}
        >
          {photos.map((photo, i) => (
            <li key={photo.key} style={{ position: 'relative', width: THUMBNAIL_PX, height: THUMBNAIL_PX }}>
              <img
                src={photo.url}
                alt={
                  photo.file
                    ? t('photos.altNew', { label, n: i + 1, count: photos.length })
                    : t('photos.alt', { label, n: i + 1, count: photos.length })
                }
                width={THUMBNAIL_PX}
                height={THUMBNAIL_PX}
                style={{ objectFit: 'cover', borderRadius: 4, display: 'block', border: '1px solid rgba(0,0,0,0.1)' }}
              />
              <Button
                size="small"
                shape="circle"
                danger
                icon={<CloseOutlined />}
                aria-label={t('photos.remove', { n: i + 1 })}
                disabled={disabled}
                onClick={() => remove(photo)}
                style={{ position: 'absolute', top: 4, right: 4 }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        icon={<CameraOutlined />}
        disabled={disabled || full}
        onClick={() => input.current?.click()}
        aria-describedby={error ? errorId : undefined}
      >
        {t('photos.select')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        capture="environment"
        data-testid="photo-input"
        aria-label={t('photos.select')}
        // Inline, not the hidden attribute: a host's stylesheet may give inputs a display.
        style={{ display: 'none' }}
        disabled={disabled || full}
        onChange={picked}
      />
      {error ? (
        <div id={errorId} role="alert" style={{ color: '#c62828', marginTop: 4 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * photo_urls of a drop-off's or a pickup's change: the kept URLs plus the newly picked photos, each
 * uploaded first to {kind}/{id} (POST /uploads), in the order shown. `onProgress` hears how many
 * of the new ones are up.
 */
export async function savePhotos(
  kind: UploadKind,
  id: string,
  photos: readonly PickedPhoto[],
  onProgress?: (done: number, total: number) => void,
): Promise<string[]> {
  const urls: string[] = [];
  const total = photos.filter((p) => p.file).length;
  let done = 0;
  onProgress?.(done, total);
  for (const photo of photos) {
    if (!photo.file) {
      urls.push(photo.url);
      continue;
    }
    urls.push((await uploadPhoto(kind, id, photo.file, photo.file.name || 'photo')).url);
    onProgress?.(++done, total);
  }
  return urls;
}
