import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devOutboxMessageSchema, envelopeSchema } from '@fcs/shared/contract';
import { iso } from '../../lib/values';

/**
 * Development only (the api runs against the Auth emulator and not in production): nothing leaves
 * the machine, so the latest messages of the notification outbox (e-mail codes among them) are
 * listed here for the developer, without headers: http://localhost:8080/dev/outbox
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.authEmulatorHost || process.env.NODE_ENV === 'production') return;

  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary: 'Development only: the latest messages of the notification outbox, newest first (no headers needed)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
        response: { 200: envelopeSchema(z.array(devOutboxMessageSchema)) },
      },
    },
    async (request) => {
      const rows = await app.db.query<{
        id: number | string;
        channel: string;
        recipient: string;
        subject: string | null;
        body: string;
        status: string;
        created: Date | string;
      }>('SELECT id, channel, recipient, subject, body, status, created FROM notification_outbox ORDER BY id DESC LIMIT $1', [
        request.query.limit,
      ]);
      return { status: 'Ok' as const, message: 'Ok', data: rows.map((r) => ({ ...r, id: Number(r.id), created: iso(r.created) })) };
    },
  );
};
export default routes;
