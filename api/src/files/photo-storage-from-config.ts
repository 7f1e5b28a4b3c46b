import type { Config } from '../config';
import type { Db } from '../db/db';
import { databasePhotoStorage } from './database-photo-storage';
import type { PhotoStorage } from './photo-storage';

/** The configured photo storage; the S3 client is loaded only when it is the one chosen. */
export async function photoStorageFromConfig(config: Pick<Config, 'photoStorage'>, db: Db): Promise<PhotoStorage> {
  if (config.photoStorage.kind !== 's3') return databasePhotoStorage(db);
  const { s3PhotoStorage } = await import('./s3-photo-storage');
  return s3PhotoStorage(config.photoStorage.s3!);
}
