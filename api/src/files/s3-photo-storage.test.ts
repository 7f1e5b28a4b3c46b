import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPhotoStorageConfig } from '../config';
import { SEED_ASSETS_DIR } from '../paths';
import { freePort } from '../test-support/replicas';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { s3PhotoStorage } from './s3-photo-storage';

// s3rver: an S3-compatible server on the loopback (the S3 REST API, as MinIO speaks it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

/**
 * Issue 20: photos in an S3-compatible object store, chosen by configuration, through the AWS SDK:
 * what an upload stores is in the bucket under its key, and the api serves it from there.
 */
const BUCKET = 'fcs-photos';
let server: { run(): Promise<unknown>; close(): Promise<unknown> };
let dir: string;
let t: TestApp;
let endpoint: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fcs-s3-'));
  const port = await freePort();
  server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const config = loadPhotoStorageConfig({
    PHOTO_STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'test/',
  });
  t = await createTestApp({ photos: s3PhotoStorage(config.s3!) });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('stores an upload in the bucket under its key and serves it from there', async () => {
  const jpeg = readFileSync(path.join(SEED_ASSETS_DIR, 'parcel-3.jpg'));
  const [dropoff] = await t.db.query<{ id: string }>("SELECT id FROM dropoffs WHERE status = 'received' ORDER BY id LIMIT 1");
  const { multipartBody } = await import('../test-support/multipart');
  const { payload, headers } = multipartBody({ folder: `dropoffs/${dropoff!.id}` }, { name: 'a.jpg', type: 'image/jpeg', bytes: jpeg });
  const res = await t.call({ method: 'POST', url: '/uploads', token: await t.tokenFor(PHONES.dropoffStaff), payload, headers });
  expect(res.statusCode).toBe(200);
  const key = (res.json().data.url as string).split('/files/')[1]!;
  // In the bucket, under the prefix, with its type.
  const object = await fetch(`${endpoint}/${BUCKET}/test/${key}`);
  expect([object.status, object.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  const inBucket = Buffer.from(await object.arrayBuffer());
  expect(inBucket.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  // Served by the api, streamed from the bucket.
  const served = await t.app.inject({ method: 'GET', url: `/files/${key}` });
  expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
  expect(served.rawPayload.equals(inBucket)).toBe(true);
  // Listed for the clean-up of older photos, which finds it clean already.
  const keys: string[] = [];
  for await (const k of t.app.photos.storage.keys()) keys.push(k);
  expect(keys).toContain(key);
  const { cleanStoredPhotos } = await import('./clean-stored-photos');
  expect((await cleanStoredPhotos(t.app.photos.storage)).cleaned).toBe(0);
  // A drop-off may name it: it exists in its folder.
  const [row] = await t.db.query<{ version: number; receiving_staff_id: string }>(
    'SELECT version, receiving_staff_id FROM dropoffs WHERE id = $1',
    [dropoff!.id],
  );
  const edit = await t.call({
    method: 'PUT',
    url: '/dropoffs',
    token: await t.tokenFor(PHONES.dropoffStaff),
    payload: { id: dropoff!.id, version: row!.version, receiving_staff_id: row!.receiving_staff_id, photo_urls: [res.json().data.url] },
  });
  expect(edit.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: `/files/dropoffs/${dropoff!.id}/${'0'.repeat(32)}.jpg` })).statusCode).toBe(404);
});
