import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION_LABEL } from '@fcs/shared/contract';
import { appPlugin } from '../lib/plugin';

/** The OpenAPI document, generated from the routes' zod schemas, at /openapi.json; the docs page at /docs. */
export const swaggerPlugin = appPlugin('fcs-swagger', async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FCS portal api',
        description:
          'The main API (root) and the report service (/api). Every call but /health, /docs, /openapi.json and /files carries the headers Project-ID and Token (a Firebase ID token; anonymous tokens are enough for public calls). Answers are {status: "Ok", message, data}; failures {status: "Error", message}.',
        version: VERSION_LABEL,
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Token' },
          project: { type: 'apiKey', in: 'header', name: 'Project-ID' },
        },
      },
      security: [{ token: [], project: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
