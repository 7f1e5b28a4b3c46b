import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/db';
import type { PhotoStorage } from '../files/photo-storage';
import { migrate } from '../db/migrate';
import { isEmpty, seed } from '../db/seed/seed';
import { openTestPglite } from './templates';
import type { UserRow } from '../repositories/users-repository';
import { TestIdentity } from './test-identity';
import { mintIdToken, tokenForPhone, type TokenOptions } from './tokens';

export const PUBLIC_URL = 'http://api.test';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  identity: TestIdentity;
  dataDir: string;
  user(phone: string): Promise<UserRow>;
  /** A token as the emulator would issue it to this phone after the demo sync: claims from the database. */
  tokenFor(phone: string, extra?: Partial<TokenOptions>): Promise<string>;
  anonymousToken(): Promise<string>;
  /** The bytes stored under a photo key (files/photo-storage), or null. */
  photo(key: string): Promise<Buffer | null>;
  /** The photo keys stored under a prefix (`dropoffs/<id>/`). */
  photosUnder(prefix: string): Promise<string[]>;
  /** app.inject with Project-ID and, when given, Token. */
  call(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app over a fresh in-memory PGlite with the demo seed, and the run's Auth emulator. */
export async function createTestApp({
  seeded = true,
  overrides = {},
  db: given,
  photos,
  logger,
}: {
  /** The app's logger (a level and a stream to read what it logs); none by default. */
  logger?: Parameters<typeof buildApp>[0]['logger'];
  seeded?: boolean;
  overrides?: Partial<Config>;
  /** Another database (a PostgreSQL one), closed with the app. */ db?: Db;
  /** Another photo storage than the database's (an S3 bucket). */ photos?: PhotoStorage;
} = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fcs-api-test-'));
  // The run's Auth emulator (global setup): the api behaves as in development (dev outbox, open CORS).
  const config = {
    ...loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST }),
    dataDir,
    publicUrl: PUBLIC_URL,
    ...overrides,
  };
  // From the run's migrated (and seeded) template when there is one (make-templates.ts): the same
  // database, made once. migrate() then finds nothing to do; the seed runs on an empty database only.
  const db = given ?? (await openTestPglite(seeded ? 'seeded' : 'migrated'));
  await migrate(db);
  if (seeded && (await isEmpty(db))) await seed(db);
  const identity = new TestIdentity(config.projectId);
  const app = await buildApp({ config, db, identity, photos, logger });

  const user = async (phone: string) => {
    const row = await app.repos.users.findByPhone(phone);
    if (!row) throw new Error(`no user ${phone}`);
    return row;
  };
  return {
    app,
    db,
    identity,
    dataDir,
    user,
    tokenFor: (phone, extra = {}) => tokenForPhone(db, identity, phone, extra),
    async photo(key) {
      const found = await app.photos.read(key);
      if (!found) return null;
      if (found.body instanceof Uint8Array) return Buffer.from(found.body);
      const chunks: Buffer[] = [];
      for await (const c of found.body) chunks.push(Buffer.from(c));
      return Buffer.concat(chunks);
    },
    photosUnder: async (prefix) =>
      (await db.query<{ key: string }>("SELECT key FROM photos WHERE key LIKE $1 || '%' ORDER BY key", [prefix])).map((r) => r.key),
    anonymousToken: async () => mintIdToken({ uid: await identity.ensureAnonymous('anon-visitor'), anonymous: true }),
    call({ token, headers, ...options }) {
      return app.inject({ ...options, headers: { 'project-id': config.projectId, ...(token ? { token } : {}), ...headers } });
    },
    async close() {
      await app.close();
      await db.close();
      await identity.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const PHONES = {
  alice: '+15550100001',
  ben: '+15550100002',
  chloe: '+15550100003',
  pickupStaff: '+15550100004',
  dropoffStaff: '+15550100005',
  packageStaff: '+15550100006',
  admin: '+15550100007',
  superAdmin: '+15550100009',
  /** A driver with Collect (col) only. */
  driver: '+15550100010',
  disabled: '+15550100013',
  requested: '+15550100012',
} as const;
