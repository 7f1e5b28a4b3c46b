import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { SEED_ASSETS_DIR } from '../paths';
import { databasePhotoStorage } from './database-photo-storage';
import { importDiskPhotos } from './import-disk-photos';

/** Issue 20: photos that earlier versions kept on a replica's disk move into the photo storage at start. */
let db: Db;
let dataDir: string;
beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fcs-import-'));
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('moves every photo under its key, once, and keeps the folder as a backup', async () => {
  const id = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
  const files = path.join(dataDir, 'files');
  mkdirSync(path.join(files, 'dropoffs', id), { recursive: true });
  mkdirSync(path.join(files, 'packages', 'demo'), { recursive: true });
  copyFileSync(path.join(SEED_ASSETS_DIR, 'parcel-1.jpg'), path.join(files, 'dropoffs', id, 'a1b2.jpg'));
  copyFileSync(path.join(SEED_ASSETS_DIR, 'parcel-2.jpg'), path.join(files, 'packages', 'demo', '1.jpg'));
  // Not a photo of ours: left where it is.
  writeFileSync(path.join(files, 'dropoffs', id, 'notes.txt'), 'hello');
  const storage = databasePhotoStorage(db);
  expect(await importDiskPhotos(storage, dataDir)).toBe(2);
  expect(await storage.has(`dropoffs/${id}/a1b2.jpg`)).toBe(true);
  expect((await storage.get('packages/demo/1.jpg'))?.contentType).toBe('image/jpeg');
  expect(existsSync(files)).toBe(false);
  expect(readdirSync(dataDir).filter((f) => f.startsWith('files.moved-'))).toHaveLength(1);
  // Nothing left to move: the next start does nothing.
  expect(await importDiskPhotos(storage, dataDir)).toBe(0);
});
