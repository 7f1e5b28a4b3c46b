import { mkdirSync } from 'node:fs';
import path from 'node:path';
import autoload from '@fastify/autoload';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Identity } from './identity/identity';
import { validatorCompiler } from './lib/validator';
import { ROUTES_DIR } from './paths';
import { authPlugin } from './plugins/auth';
import { userCache, watchUserWrites } from './identity/caches';
import type { UserRow } from './repositories/users-repository';
import { errorsPlugin } from './plugins/errors';
import { repositoriesPlugin } from './plugins/repositories';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, who closes it. */
  db: Db;
  identity: Identity;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The api, the Fastify way (fastify/demo): external plugins, then the app's plugins (errors, the
 * OpenAPI document, the repositories and the auth guard as decorators and hooks), then the routes,
 * one folder per domain under routes/, autoloaded. Used by the server and, through app.inject, by
 * the tests.
 */
export async function buildApp({ config, db, identity, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
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
    // The throttles key on the client address: behind N proxies, the address the N-th one saw.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // One validator for params, query and body: every 400 carries the schemas' own messages.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // External plugins: CORS, throttles and headers; the photo files.
  await app.register(securityPlugin);
  const filesDir = path.join(config.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    list: false,
    // Photos have random, never reused names: a browser keeps them; they are shown, never run.
    setHeaders: (res, filePath) => {
      res.header('Content-Disposition', `inline; filename="${path.basename(filePath)}"`);
      res.header('Cache-Control', 'private, max-age=31536000, immutable');
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  // App plugins.
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);
  // The callers' users rows are kept a few seconds; any write to users through this db drops them.
  const users = userCache<UserRow>(config.userCacheMs);
  await app.register(repositoriesPlugin, { db: watchUserWrites(db, users.clear) });
  await app.register(authPlugin, { identity, users });

  // Routes: main API at the root, report service under /api; each folder's index.ts declares its paths.
  await app.register(autoload, {
    dir: ROUTES_DIR,
    dirNameRoutePrefix: false,
    ignoreFilter: (file) => /\.test\.[cm]?[jt]s$/.test(file),
  });

  await app.ready();
  return app;
}
