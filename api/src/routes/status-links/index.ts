import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canRevokeStatusLink,
  envelopeSchema,
  refusal,
  revokeStatusLinkSchema,
  STATUS_LINK_INVALID_MSG,
  STATUS_LINK_PRIVILEGE,
  STATUS_LINK_REVOKED_MSG,
  staff,
  statusViewSchema,
} from '@fcs/shared/contract';
import { forbidden, notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { isUuid } from '../../lib/values';
import { byAddress } from '../../plugins/security';
import { openStatusLink, photoKeyOf, revokeStatusLinks, statusViewOf } from '../../status-links/status-links';

// Long enough for any token ever made; anything longer is not one (and answers as one that is not valid).
const tokenParam = z.string().max(200);
const RECORD_SQL = {
  package: 'SELECT id FROM packages WHERE id = $1 AND NOT is_deleted',
  pickup: 'SELECT id FROM pickups WHERE id = $1',
  dropoff: 'SELECT id FROM dropoffs WHERE id = $1',
} as const;

/**
 * The status page's api: GET /status/{token} answers only what the page shows, to anyone holding
 * the link (throttled per client address like /track); an unknown, revoked or expired token answers
 * the same 404. Staff of a record's kind revoke its links.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status/:token',
    {
      // Project-ID may be left out: the page's first read is then a simple request, without a CORS preflight.
      config: { rateLimit: byAddress(app.config.rateLimits.track), noProjectId: true },
      schema: {
        tags: ['status links'],
        summary: 'A record’s status page (no sign-in): number, kind, status, dated timeline, pickup window, photos',
        description:
          'Unknown, revoked and expired tokens all answer 404 "This link is not valid". `detail_path` is given only to the signed-in customer who owns the record.',
        params: z.object({ token: tokenParam }),
        response: { 200: envelopeSchema(statusViewSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const opened = await openStatusLink(app.db, request.params.token);
      if (!opened) throw notFound(STATUS_LINK_INVALID_MSG);
      return ok(statusViewOf(opened, request.params.token, app.config.publicUrl, request.principal));
    },
  );

  app.get(
    '/status/:token/photos/:n',
    {
      // An <img> sends no headers: public like /files, throttled like the other public reads.
      config: { public: true, rateLimit: byAddress(app.config.rateLimits.publicRead) },
      schema: {
        tags: ['status links'],
        summary: 'A photo of the record a status link opens (1-based), while the link is valid',
        security: [],
        params: z.object({ token: tokenParam, n: z.string().max(3) }),
        response: { 404: ERROR_RESPONSES[404] },
      },
    },
    async (request, reply) => {
      const n = Number(request.params.n);
      const opened = Number.isInteger(n) && n >= 1 ? await openStatusLink(app.db, request.params.token) : null;
      const key = opened ? photoKeyOf(opened, n) : null;
      const photo = key ? await app.photos.read(key) : null;
      if (!photo) throw notFound(STATUS_LINK_INVALID_MSG);
      // Not immutable: the link may be revoked or expire.
      reply
        .header('Cache-Control', 'private, max-age=300')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Type', photo.contentType)
        .header('Content-Disposition', 'inline');
      if (photo.size !== null) reply.header('Content-Length', photo.size);
      const body =
        photo.body instanceof Uint8Array ? Buffer.from(photo.body.buffer, photo.body.byteOffset, photo.body.byteLength) : photo.body;
      return reply.code(200 as never).send(body as never);
    },
  );

  app.put(
    '/status_links/revoke',
    {
      schema: {
        tags: ['status links'],
        summary:
          'Revoke every live status link of a record (pkg for a package, pku a pickup, df a drop-off); the next notice makes a new one',
        body: revokeStatusLinkSchema,
        response: { 200: envelopeSchema(z.object({ revoked: z.number() })), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { kind, id } = request.body;
      if (!canRevokeStatusLink(request.principal, kind)) throw forbidden(refusal(staff(STATUS_LINK_PRIVILEGE[kind]), request.principal));
      const revoked = await app.db.tx(async (t) => {
        const [row] = isUuid(id) ? await t.query(RECORD_SQL[kind], [id]) : [];
        if (!row) throw notFound(`${kind === 'dropoff' ? 'Drop-off' : kind === 'pickup' ? 'Pickup' : 'Package'} not found`);
        return revokeStatusLinks(t, kind, id);
      });
      return ok({ revoked }, STATUS_LINK_REVOKED_MSG);
    },
  );
};
export default routes;
