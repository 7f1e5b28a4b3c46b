import exifReader from 'exif-reader';
import sharp from 'sharp';
import { PHOTO_MAX_SIDE } from '@fcs/shared/contract';
import { multipartBody } from '../test-support/multipart';
import { createTestApp, PHONES, PUBLIC_URL, type TestApp } from '../test-support/test-app';
import { cleanStoredPhotos } from './clean-stored-photos';

/**
 * A phone's photo: 4,000 × 3,000 px shot sideways (EXIF orientation 6), with the camera model and
 * the GPS position of where it was taken (40.7128 N, 74.0060 W: 40° 42' 46.08", 74° 0' 21.6").
 */
async function phonePhoto(): Promise<Buffer> {
  const { data, info } = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info })
    .resize(4000, 3000)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Google', Model: 'Pixel 8' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 42/1 4608/100', GPSLongitudeRef: 'W', GPSLongitude: '74/1 0/1 2160/100' },
    })
    .toBuffer();
}

/** A 16 × 16 JPEG whose frame header says 40,000 × 40,000 (1.6 gigapixels): a few hundred bytes. */
async function pixelBomb(): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
  small.writeUInt16BE(40_000, sof + 5);
  small.writeUInt16BE(40_000, sof + 7);
  return small;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = async (bytes: Uint8Array, folder = `packages/${crypto.randomUUID()}`) => {
  const { payload, headers } = multipartBody({ folder }, { name: 'IMG_0042.jpg', type: 'image/jpeg', bytes });
  return t.call({ method: 'POST', url: '/uploads', token: await t.tokenFor(PHONES.packageStaff), payload, headers });
};
const served = async (url: string) => (await t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) })).rawPayload;

describe('uploaded photos are re-encoded (sharp): no location, no camera, no more than 2,048 px', () => {
  it('serves a phone photo without its GPS position or camera model, upright and at most 2,048 px on its long side', async () => {
    const original = await phonePhoto();
    const tags = exifReader((await sharp(original).metadata()).exif!);
    expect(tags.GPSInfo?.GPSLatitude).toEqual([40, 42, 46.08]);
    expect(tags.Image?.Model).toBe('Pixel 8');

    const res = await upload(original);
    expect(res.statusCode).toBe(200);
    const bytes = await served(res.json().data.url);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(bytes.includes('Pixel 8')).toBe(false);
    expect(bytes.includes('Exif\0\0')).toBe(false);
    // Orientation 6 applied: the 4,000 × 3,000 sensor image stands up as 1,536 × 2,048.
    expect([meta.width, meta.height]).toEqual([1536, PHOTO_MAX_SIDE]);
    expect(meta.orientation).toBeUndefined();
    expect(bytes.length).toBeLessThan(original.length);
  });

  it('refuses a small file declaring 40,000 × 40,000 pixels with a clear 400, at once and without storing it', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(1000);
    const folder = `packages/${crypto.randomUUID()}`;
    const started = performance.now();
    const res = await upload(bomb, folder);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', message: 'A photo can be at most 100 megapixels: take it again at a lower resolution' });
    expect(await t.photosUnder(`${folder}/`)).toEqual([]);
  });

  it('refuses a truncated JPEG as unreadable (400), and keeps PNG as PNG', async () => {
    const original = await phonePhoto();
    const cut = await upload(original.subarray(0, 4000));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('This photo could not be read: upload a JPEG, PNG, WebP or GIF');
    const png = await sharp(original).resize(300).png().toBuffer();
    const res = await upload(png);
    expect(res.json().data.url).toMatch(/\.png$/);
    expect((await sharp(await served(res.json().data.url)).metadata()).format).toBe('png');
  });

  it('`fcs photos clean` re-encodes photos stored before under their own keys, and leaves clean ones alone', async () => {
    const key = `packages/${crypto.randomUUID()}/0123456789abcdef0123456789abcdef.jpg`;
    await t.app.photos.storage.put(key, await phonePhoto(), 'image/jpeg');
    const first = await cleanStoredPhotos(t.app.photos.storage);
    expect(first.cleaned).toBeGreaterThanOrEqual(1);
    const bytes = await served(`${PUBLIC_URL}/files/${key}`);
    const meta = await sharp(bytes).metadata();
    expect([meta.exif, meta.width, meta.height]).toEqual([undefined, 1536, 2048]);
    const again = await cleanStoredPhotos(t.app.photos.storage);
    expect(again).toEqual({ checked: first.checked, cleaned: 0, unreadable: [] });
  });
});
