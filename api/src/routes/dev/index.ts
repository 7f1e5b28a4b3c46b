import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devOutboxMessageSchema, envelopeSchema } from '@fcs/shared/contract';
import { iso } from '../../lib/values';

/**
 * Development only (the api runs against the Auth emulator and not in production): the latest
 * messages of the notification outbox (e-mail codes among them) with their delivery state, listed
 * for the developer without headers: http://localhost:8080/dev/outbox. What the SMTP catcher
 * received is at its own HTTP reader (README).
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
        attempts: number;
        error: string | null;
        sent_date: Date | string | null;
        next_attempt_at: Date | string | null;
      }>(
        `SELECT id, channel, recipient, subject, body, status, created, attempts, error, sent_date, next_attempt_at
           FROM notification_outbox ORDER BY id DESC LIMIT $1`,
        [request.query.limit],
      );
      return {
        status: 'Ok' as const,
        message: 'Ok',
        data: rows.map((r) => ({
          ...r,
          id: Number(r.id),
          created: iso(r.created),
          sent_date: r.sent_date ? iso(r.sent_date) : null,
          next_attempt_at: r.status === 'pending' && r.next_attempt_at ? iso(r.next_attempt_at) : null,
        })),
      };
    },
  );
};
export default routes;
