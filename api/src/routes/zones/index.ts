import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, MSG, pickupDateSchema, pickupDatesQuerySchema, todayDateId, zoneSchema } from '@fcs/shared/contract';
import { notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';

/** The reads behind the pickup forms (spec 2 §7 "direct data reads"): zones, the zone of a zip, pickup dates. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const zones = app.repos.zones;

  app.get(
    '/zones',
    {
      schema: {
        tags: ['pickups'],
        summary: 'Active pickup zones with their zip codes, by name',
        response: { 200: envelopeSchema(z.array(zoneSchema)), ...ERROR_RESPONSES },
      },
    },
    async () => ok(await zones.active()),
  );

  app.get(
    '/zones/by_zip/:zip',
    {
      schema: {
        tags: ['pickups'],
        summary: 'The active zone holding a zip code (a ZIP+4 matches its first five digits); 404 "zone not found"',
        params: z.object({ zip: z.string() }),
        response: { 200: envelopeSchema(zoneSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const zone = await zones.byZip(request.params.zip);
      if (!zone) throw notFound(MSG.zoneNotFound);
      return ok(zone);
    },
  );

  app.get(
    '/pickup_dates',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'Active pickup dates (id yyyymmdd) with their zones, in date order. With zone_id: only the dates offered for that zone that are today or later (today in America/New_York).',
        querystring: pickupDatesQuerySchema,
        response: { 200: envelopeSchema(z.array(pickupDateSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { zone_id } = request.query;
      return ok(await zones.pickupDates(zone_id ? { zoneId: zone_id, fromId: todayDateId() } : {}));
    },
  );
};
export default routes;
