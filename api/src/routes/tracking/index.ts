import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canReadRow, envelopeSchema, MSG, parseTrackingInput, trackResultSchema, type TrackResult } from '@fcs/shared/contract';
import { badRequest } from '../../lib/http-error';
import { byAddress } from '../../plugins/security';
import { iso } from '../../lib/values';
import { ERROR_RESPONSES, ok } from '../../lib/reply';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/track/:list',
    {
      config: { rateLimit: byAddress(app.config.rateLimits.track) },
      schema: {
        tags: ['tracking'],
        summary: 'Bulk tracking (spec 1 §2.4): up to 30 numbers, comma or new-line separated, URL-encoded',
        description: 'One answer per number in input order. `id` is given only when the caller may open the package.',
        params: z.object({ list: z.string() }),
        response: { 200: envelopeSchema(z.array(trackResultSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const parsed = parseTrackingInput(request.params.list);
      if (!parsed.ok) throw badRequest(parsed.error);
      const rows = await app.repos.packages.findByTrackingIds(parsed.numbers);
      const byTracking = new Map(rows.map((r) => [r.tracking_id, r]));
      const results = parsed.numbers.map((n): TrackResult => {
        const row = byTracking.get(n);
        if (!row) return { id: null, tracking_id: n, status: null, remark: MSG.notFound, received_date: null, updated_date: null };
        return {
          id: canReadRow(request.principal, 'packages', row) ? row.id : null,
          tracking_id: row.tracking_id,
          status: row.status,
          remark: row.remark,
          received_date: iso(row.received_date),
          updated_date: iso(row.updated_date),
        };
      });
      return ok(results);
    },
  );
};
export default routes;
