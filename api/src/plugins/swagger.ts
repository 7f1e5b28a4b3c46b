import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterSchema, VERSION_LABEL } from '@fcs/shared/contract';
import { appPlugin } from '../lib/plugin';

// Named components of the document. The report filter is recursive ({or_group, filters}): without a
// name its definition would be referenced but never emitted.
const components = z.registry<{ id: string }>();
components.add(filterSchema, { id: 'ReportFilter' });

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
    transform: createJsonSchemaTransform({ schemaRegistry: components }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
  });
  // The docs page runs only its own scripts, and no other site may frame it.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace('upgrade-insecure-requests;', '').trim(),
  });
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
