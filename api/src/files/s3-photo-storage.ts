import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { PhotoStorageConfig } from '../config';
import type { PhotoStorage } from './photo-storage';

const missing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

/**
 * Photos in an S3-compatible bucket through the official AWS SDK client: AWS S3, Google Cloud
 * Storage (its XML API), Cloudflare R2 and MinIO alike (S3_ENDPOINT, path-style for MinIO).
 * Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a
 * profile, an instance role). The api still serves them at /files/, streamed, with immutable caching.
 */
export function s3PhotoStorage(config: NonNullable<PhotoStorageConfig['s3']>): PhotoStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where the API requires them: the S3-compatible stores differ in what they take.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const Key = (key: string) => `${config.prefix}${key}`;
  const put = async (key: string, bytes: Uint8Array, contentType: string) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: Key(key),
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'private, max-age=31536000, immutable',
      }),
    );
  };
  return {
    kind: 's3',
    put,
    replace: put,
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: config.prefix, MaxKeys: 1000, ContinuationToken }));
        for (const o of listed.Contents ?? []) if (o.Key) yield o.Key.slice(config.prefix.length);
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return { body: out.Body as Readable, contentType: out.ContentType ?? 'application/octet-stream', size: out.ContentLength ?? null };
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (e) {
        if (missing(e)) return false;
        throw e;
      }
    },
    async removeUnder(prefix) {
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: Key(prefix), MaxKeys: 1000 }));
        const keys = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (!keys.length) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        if (!listed.IsTruncated) return;
      }
    },
  };
}
