import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Identity } from './identity/identity';
import { validatorCompiler } from './lib/validator';
import { authPlugin } from './plugins/auth';
import { shareUserCache, userCache, watchUserWrites } from './identity/caches';
import { photoStorageFromConfig } from './files/photo-storage-from-config';
import type { PhotoStorage } from './files/photo-storage';
import { photoStore } from './files/photo-store';
import { metricsPlugin } from './plugins/metrics';
import { ROUTES } from './routes';
import type { UserRow } from './repositories/users-repository';
import { errorsPlugin } from './plugins/errors';
import { repositoriesPlugin } from './plugins/repositories';
import { auditedDb } from './audit/audited-db';
import { securityPlugin } from './plugins/security';
import { idempotencyPlugin } from './plugins/idempotency';
import { requestScopedDb } from './db/request-tx';
import { swaggerPlugin } from './plugins/swagger';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, who closes it. */
  db: Db;
  identity: Identity;
  logger?: FastifyServerOptions['logger'];
  /** Where photos are kept; the configured storage (the database by default) unless given. */
  photos?: PhotoStorage;
}

/**
 * The api, the Fastify way (fastify/demo): external plugins, then the app's plugins (errors, the
 * OpenAPI document, the repositories and the auth guard as decorators and hooks), then the routes,
 * one folder per domain under routes/ (routes/index.ts lists them). Used by the server and, through
 * app.inject, by the tests. Nothing a replica keeps is needed by another: photos are in the photo
 * storage, throttle counters in the database, and the users cache is cleared by every replica's writes.
 */
export async function buildApp({ config, db: given, identity, logger = false, photos }: BuildAppOptions): Promise<FastifyInstance> {
  // A write's statements, wherever they are made (repositories, photos, throttles), run in the call's
  // one transaction (plugins/idempotency); the rest as before. A photo storage made by the caller must
  // be made on this same database (server.ts wraps it first): on PGlite, a statement outside the
  // call's transaction would wait for it forever.
  const scoped = requestScopedDb(given);
  const db = scoped.db;
  const app = Fastify({
    logger,
    // A track list of 30 numbers is one long path segment.
    routerOptions: { maxParamLength: 4096 },
    // The router's own refusals (a path segment over that length, a bad URL encoding) answer in the
    // api's envelope like every other failure.
    frameworkErrors: (error, _request, reply) => {
      const code = (error as { statusCode?: number }).statusCode ?? 400;
      const status = code === 414 ? 414 : 400;
      void reply
        .code(status as never)
        .send({ status: 'Error', message: status === 414 ? 'The address is too long' : 'The address is not valid' } as never);
    },
    // A __proto__ or constructor key is kept as plain data, so that the validator can refuse it
    // by name rather than as "Body is not valid JSON".
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    // The throttles key on the client address: X-Forwarded-For is believed only from the proxies
    // named in TRUST_PROXY (addresses or CIDRs); anyone else is known by the socket's address.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  // One validator for params, query and body: every 400 carries the schemas' own messages.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  app.decorate('lifecycle', { draining: false });
  // While draining, every answer asks its client (the load balancer) to open its next call elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('Connection', 'close');
  });

  // External plugins: metrics first (it times every route), CORS, throttles and headers.
  await app.register(metricsPlugin);
  await app.register(securityPlugin, { db });

  // App plugins.
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);
  app.decorate('photos', photoStore(photos ?? (await photoStorageFromConfig(config, db)), config.publicUrl));
  // The callers' users rows are kept a few seconds; any write to users, through any replica, drops them.
  const users = userCache<UserRow>(config.userCacheMs);
  const stopSharing = await shareUserCache(given, users);
  app.addHook('onClose', stopSharing);
  // Every repository writes through the audited database: a staff call's writes are logged in their transaction (issue 32).
  await app.register(repositoriesPlugin, { db: auditedDb(watchUserWrites(db, users.clear)) });
  await app.register(authPlugin, { identity, users });
  // After the auth plugin's hooks: the caller is known, its body parsed.
  await app.register(idempotencyPlugin, { scoped, onCommit: users.clear });

  // Routes: main API at the root, report service under /api; each folder's index.ts declares its paths.
  for (const routes of Object.values(ROUTES)) await app.register(routes);

  await app.ready();
  return app;
}
