import { mkdirSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Identity } from './identity/identity';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { swaggerPlugin } from './plugins/swagger';
import { dropoffRoutes } from './routes/dropoffs';
import { healthRoutes } from './routes/health';
import { invitationRoutes } from './routes/invitations';
import { meRoutes } from './routes/me';
import { packageRoutes } from './routes/packages';
import { reportRoutes } from './routes/report';
import { settingsRoutes } from './routes/settings';
import { staffRoutes } from './routes/staff';
import { trackRoutes } from './routes/track';
import { uploadRoutes } from './routes/uploads';
import { addressRoutes } from './routes/addresses';
import { devOutboxRoutes } from './routes/dev-outbox';
import { emailRoutes } from './routes/email';
import { invoiceRoutes } from './routes/invoices';
import { pickupRoutes } from './routes/pickups';
import { profileRoutes } from './routes/profile';
import { zoneRoutes } from './routes/zones';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, who closes it. */
  db: Db;
  identity: Identity;
  logger?: FastifyServerOptions['logger'];
}

/** The api: used by the server and, through app.inject, by the tests. */
export async function buildApp({ config, db, identity, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // A track list of 30 numbers is one long path segment.
    routerOptions: { maxParamLength: 4096 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // External plugins. Auth is by header, never by cookie, so any origin may call.
  await app.register(cors, {
    origin: '*',
    allowedHeaders: ['Content-Type', 'Token', 'Project-ID'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  const filesDir = path.join(config.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, { root: filesDir, prefix: '/files/', decorateReply: false, index: false, list: false });

  // App plugins.
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { db });
  await app.register(authPlugin, { identity });

  // Routes: main API at the root, report service under /api.
  await app.register(healthRoutes);
  await app.register(trackRoutes);
  await app.register(settingsRoutes);
  await app.register(invitationRoutes);
  await app.register(meRoutes);
  await app.register(packageRoutes);
  await app.register(reportRoutes);
  await app.register(dropoffRoutes);
  await app.register(staffRoutes);
  await app.register(uploadRoutes);
  await app.register(zoneRoutes);
  await app.register(pickupRoutes);
  await app.register(addressRoutes);
  await app.register(profileRoutes);
  await app.register(emailRoutes);
  await app.register(invoiceRoutes);
  await app.register(devOutboxRoutes);

  await app.ready();
  return app;
}
