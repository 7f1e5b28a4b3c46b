import sharp from 'sharp';
import { PHOTO_MAX_INPUT_PIXELS, PHOTO_MAX_SIDE, UPLOAD_MSG } from '@fcs/shared/contract';
import { badRequest } from '../lib/http-error';
import type { ImageType } from './image-type';

// Each photo is read once: libvips' operation cache would only hold memory between uploads.
sharp.cache(false);

const OUTPUT: Record<string, ImageType> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
};

export interface EncodedPhoto {
  bytes: Buffer;
  type: ImageType;
}

/**
 * A photo as the portal stores and serves it (sharp, i.e. libvips): the EXIF orientation applied,
 * every metadata block dropped (EXIF with its GPS and camera, XMP, IPTC, the ICC profile: pixels
 * are converted to sRGB, which needs none), the long side at most PHOTO_MAX_SIDE, in the format it
 * came in (JPEG, PNG, WebP; a GIF's first frame). A file declaring more than PHOTO_MAX_INPUT_PIXELS
 * is refused from its header, before anything is decoded; one sharp cannot read (HEIC's HEVC
 * codec is not in the prebuilt libvips, a truncated or corrupt file) is a 400 as well.
 */
export async function encodePhoto(input: Uint8Array): Promise<EncodedPhoto> {
  const image = sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    ({ format } = await image.metadata());
  } catch (e) {
    throw refusal(e);
  }
  const type = OUTPUT[format ?? ''];
  if (!type) throw badRequest(UPLOAD_MSG.unreadable);
  const pipeline = image.rotate().resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (type.ext === 'jpg') pipeline.jpeg({ quality: 82, mozjpeg: true });
  else if (type.ext === 'png') pipeline.png({ compressionLevel: 9 });
  else if (type.ext === 'webp') pipeline.webp({ quality: 82 });
  else pipeline.gif();
  try {
    return { bytes: await pipeline.toBuffer(), type };
  } catch (e) {
    throw refusal(e);
  }
}

const refusal = (e: unknown) => badRequest(/pixel limit/i.test((e as Error).message) ? UPLOAD_MSG.tooManyPixels : UPLOAD_MSG.unreadable);

/** Whether stored bytes are already as encodePhoto leaves them (no metadata, not too big): the clean-up skips those. */
export async function isEncoded(bytes: Uint8Array): Promise<boolean> {
  try {
    const m = await sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS }).metadata();
    const clean = !m.exif && !m.xmp && !m.iptc && !m.icc && !m.tifftagPhotoshop && (m.comments?.length ?? 0) === 0;
    return clean && Math.max(m.width ?? 0, m.height ?? 0) <= PHOTO_MAX_SIDE && !!OUTPUT[m.format ?? ''];
  } catch {
    return false;
  }
}
