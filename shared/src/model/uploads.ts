/**
 * POST /uploads: a photo into the folder of one record. The api checks the caller may change that
 * record, reads the image type from the file's first bytes (never its name or declared type) and
 * answers the photo's absolute URL, which the record's next update then lists in photo_urls.
 */
export const UPLOAD_KINDS = ['dropoffs', 'pickups', 'packages'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The biggest photo accepted (8 MB); a bigger one is a 413. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

/** What the photo picker offers; the api decides by content. */
export const UPLOAD_ACCEPT = 'image/*';

export const UPLOAD_MSG = {
  onlyImages: 'Only image files can be uploaded',
  tooLarge: 'A photo can be at most 8 MB',
  noFile: 'Choose a photo to upload',
  badFolder: 'Unknown upload folder: use dropoffs/{id}, pickups/{id} or packages/{id}',
  packageNotOpen: 'Photos can only be added to a package being received',
  notReceived: 'Photos can only be added to a received drop-off',
  tooManyPixels: 'A photo can be at most 100 megapixels: take it again at a lower resolution',
  unreadable: 'This photo could not be read: upload a JPEG, PNG, WebP or GIF',
} as const;

/** Every stored photo is re-encoded to at most this long side (px), orientation applied, metadata removed. */
export const PHOTO_MAX_SIDE = 2048;
/** Decoded pixels a photo may declare (100 MP: the biggest phone cameras); a bigger one is refused before it is decoded. */
export const PHOTO_MAX_INPUT_PIXELS = 100_000_000;

/** The multipart field naming where a photo goes: `dropoffs/{id}` or `pickups/{id}` (the record's id). */
export const uploadFolder = (kind: UploadKind, id: string) => `${kind}/${id}`;

export interface UploadResult {
  /** Absolute URL under the api's PUBLIC_URL/files/. */
  url: string;
}
