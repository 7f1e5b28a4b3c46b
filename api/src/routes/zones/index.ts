import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dateTakenMessage,
  envelopeSchema,
  MSG,
  pickupDateSchema,
  pickupDatesQuerySchema,
  pickupDateWriteSchema,
  SETTINGS_MSG,
  settingsRefSchema,
  todayDateId,
  unknownZipMessage,
  unknownZoneMessage,
  zipOfOtherZoneMessage,
  zoneCreateSchema,
  zoneSchema,
  zoneUpdateSchema,
} from '@fcs/shared/contract';
import type { Db } from '../../db/db';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { zipPlace } from '../../lib/zip-places';

/**
 * The reads behind the pickup forms (spec 2 §7 "direct data reads"): zones, the zone of a zip, pickup
 * dates; and the admin's writes of both (issue 12 · settings), each in one transaction behind the
 * zones lock, so that a zip belongs to one active zone at most and "zone from zip" has one answer.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const zones = app.repos.zones;

  /** Every zip must be a US zip of the dataset (400) that no other active zone holds (409, naming it). */
  const checkZips = async (t: Db, zips: readonly string[], zoneId: string | null) => {
    for (const zip of zips) if (!(await zipPlace(zip))) throw badRequest(unknownZipMessage(zip));
    const [held] = await zones.holdersOf(zips, zoneId, t);
    if (held) throw conflict(zipOfOtherZoneMessage(held.zip, held.name));
  };

  /** The zones of a date must all be active zones (400). */
  const checkDateZones = async (t: Db, ids: readonly string[]) => {
    const active = await zones.activeZoneIds(ids, t);
    const missing = ids.find((id) => !active.has(id));
    if (missing) throw badRequest(unknownZoneMessage(missing));
  };

  const dateAnswer = { 200: envelopeSchema(pickupDateSchema), ...ERROR_RESPONSES };
  const zoneAnswer = { 200: envelopeSchema(zoneSchema), ...ERROR_RESPONSES };
  const idAnswer = { 200: envelopeSchema(z.object({ id: z.string() })), ...ERROR_RESPONSES };

  app.post(
    '/zones',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Make a pickup zone (admin): a name and five-digit US zip codes of the dataset (400 otherwise); a zip another zone holds is a 409 naming that zone',
        body: zoneCreateSchema,
        response: zoneAnswer,
      },
    },
    async (request) => {
      const zone = await app.db.tx(async (t) => {
        await zones.lockZones(t);
        await checkZips(t, request.body.zip_codes, null);
        return zones.insertZone(t, request.body);
      });
      return ok(zone, SETTINGS_MSG.zoneMade);
    },
  );

  app.put(
    '/zones',
    {
      schema: {
        tags: ['settings'],
        summary: 'Update a pickup zone (admin): its name and zip codes, by the rules of the make; 404 for a missing or deleted zone',
        body: zoneUpdateSchema,
        response: zoneAnswer,
      },
    },
    async (request) => {
      const zone = await app.db.tx(async (t) => {
        await zones.lockZones(t);
        if (!(await zones.activeById(request.body.id, t))) throw notFound(SETTINGS_MSG.zoneMissing);
        await checkZips(t, request.body.zip_codes, request.body.id);
        return zones.updateZone(t, request.body);
      });
      return ok(zone!, SETTINGS_MSG.zoneUpdated);
    },
  );

  app.delete(
    '/zones',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Delete a pickup zone (admin, soft: delete_time): its dates stop offering it, its pickups keep their zone; 404 for a missing one',
        body: settingsRefSchema,
        response: idAnswer,
      },
    },
    async (request) => {
      const { id } = request.body;
      await app.db.tx(async (t) => {
        await zones.lockZones(t);
        if (!(await zones.activeById(id, t)) || !(await zones.deleteZone(t, id, Date.now()))) throw notFound(SETTINGS_MSG.zoneMissing);
      });
      return ok({ id }, SETTINGS_MSG.zoneDeleted);
    },
  );

  app.post(
    '/pickup_dates',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Offer a pickup date (admin): id yyyymmdd, today (ET) or later, with its remark and active zones; a date already offered is a 409',
        body: pickupDateWriteSchema,
        response: dateAnswer,
      },
    },
    async (request) => {
      const { id, remark, zones: zoneIds } = request.body;
      if (id < todayDateId()) throw badRequest(SETTINGS_MSG.datePast);
      const date = await app.db.tx(async (t) => {
        await zones.lockZones(t);
        await checkDateZones(t, zoneIds);
        if (!(await zones.insertPickupDate(t, { id, remark: remark || null, zones: zoneIds }))) throw conflict(dateTakenMessage(id));
        return zones.pickupDate(id, t);
      });
      return ok(date!, SETTINGS_MSG.dateMade);
    },
  );

  app.put(
    '/pickup_dates',
    {
      schema: {
        tags: ['settings'],
        summary: 'Update an offered pickup date (admin): its remark and zones (the id is the date itself); 404 for one not offered',
        body: pickupDateWriteSchema,
        response: dateAnswer,
      },
    },
    async (request) => {
      const { id, remark, zones: zoneIds } = request.body;
      const date = await app.db.tx(async (t) => {
        await zones.lockZones(t);
        await checkDateZones(t, zoneIds);
        if (!(await zones.updatePickupDate(t, { id, remark: remark || null, zones: zoneIds }))) throw notFound(SETTINGS_MSG.dateMissing);
        return zones.pickupDate(id, t);
      });
      return ok(date!, SETTINGS_MSG.dateUpdated);
    },
  );

  app.delete(
    '/pickup_dates',
    {
      schema: {
        tags: ['settings'],
        summary: 'Stop offering a pickup date (admin, soft: delete_time); pickups booked on it keep their date; 404 for one not offered',
        body: settingsRefSchema,
        response: idAnswer,
      },
    },
    async (request) => {
      const { id } = request.body;
      if (!(await app.db.tx((t) => zones.deletePickupDate(t, id, Date.now())))) throw notFound(SETTINGS_MSG.dateMissing);
      return ok({ id }, SETTINGS_MSG.dateDeleted);
    },
  );

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
