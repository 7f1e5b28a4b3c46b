import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dateNotOfferedMessage,
  envelopeSchema,
  MSG,
  PICKUP_MSG,
  pickupCancelSchema,
  pickupDateIdOf,
  pickupDateMoment,
  pickupRequestSchema,
  pickupSchema,
  pickupUpdateSchema,
  todayDateId,
  type PickupRequest,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { ERROR_RESPONSES, ok } from '../lib/reply';
import { specMessageValidator } from '../lib/spec-validator';
import { enqueueCancelPickup } from '../notifications/cancel-pickup';
import { decidePickupAction } from '../policies/pickups-policy';
import { canRead, readScope } from '../policies/read-scopes';
import { addressesRepository, toAddress } from '../repositories/addresses-repository';
import { pickupsRepository, type PickupRow, type PickupWrite } from '../repositories/pickups-repository';
import { zonesRepository } from '../repositories/zones-repository';

const one = { 200: envelopeSchema(pickupSchema), ...ERROR_RESPONSES };

/**
 * A customer's pickups (spec 2): one pickup to read; request, edit and cancel, each in one
 * transaction. The server derives the zone from the address's zip code and checks the date itself,
 * snapshots the address into the pickup, and moves the status only through the contract's machine.
 */
export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(specMessageValidator);
  const pickups = pickupsRepository(app.db, app.config.publicUrl);
  const addresses = addressesRepository(app.db);
  const zones = zonesRepository(app.db);

  /** Zone, date and address of a request or an edit, checked against the database, as they are stored. */
  async function checkedWrite(
    t: Db,
    cid: string,
    body: Omit<PickupRequest, 'customer_remark'> & { customer_remark?: string | null },
  ): Promise<PickupWrite> {
    const address = await addresses.findById(body.address_id, t);
    if (!address) throw badRequest(PICKUP_MSG.addressNotFound);
    if (address.user_id !== cid) throw forbidden(PICKUP_MSG.addressNotOwn);
    const zone = await zones.byZip(address.zip_code, t);
    if (!zone) throw badRequest(MSG.zoneNotFound);
    if (zone.id !== body.zone_id) throw badRequest(PICKUP_MSG.zoneMismatch);
    const dateId = pickupDateIdOf(body.pickup_date);
    if (!dateId) throw badRequest(PICKUP_MSG.dateInvalid);
    if (dateId < todayDateId()) throw badRequest(PICKUP_MSG.datePast);
    if (!(await zones.isOffered(dateId, zone.id, t))) throw badRequest(dateNotOfferedMessage(zone.name));
    const { id, full_name, phone_number, country, address_line1, address_line2, city, state, zip_code, lat, lng } = toAddress(address);
    return {
      zone_id: zone.id,
      pickup_date: pickupDateMoment(dateId),
      customer_remark: body.customer_remark?.trim() || null,
      address_id: address.id,
      pickup_address: { id, full_name, phone_number, country, address_line1, address_line2, city, state, zip_code, lat, lng },
    };
  }

  const reread = async (id: string, t: Db): Promise<PickupRow> => (await pickups.findById(id, t))!;

  app.get(
    '/pickups/:id',
    {
      schema: {
        tags: ['pickups'],
        summary: 'One pickup with its address snapshot and photo URLs (a customer: their own; staff with pku or col: any)',
        params: z.object({ id: z.string() }),
        response: one,
      },
    },
    async (request) => {
      readScope(request.principal, 'pickups');
      const row = await pickups.findById(request.params.id);
      if (!row) throw notFound(PICKUP_MSG.notFound);
      if (!canRead(request.principal, 'pickups', row)) throw forbidden(PICKUP_MSG.ownOnly);
      return ok(pickups.toPickup(row));
    },
  );

  app.post(
    '/pickups',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'Request a pickup from one of the caller’s addresses. zone_id must be the zone holding the address’s zip code; pickup_date (yyyymmdd, YYYY-MM-DD or ISO) must be offered for it and be today or later (ET). Answers the pickup, status requested, numbered PU000123.',
        body: pickupRequestSchema,
        response: one,
      },
    },
    async (request) => {
      const cid = request.principal.cid!;
      const row = await app.db.tx(async (t) => {
        const id = await pickups.create(cid, await checkedWrite(t, cid, request.body), t);
        return reread(id, t);
      });
      return ok(pickups.toPickup(row), MSG.requestPickup);
    },
  );

  app.put(
    '/pickups',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'Edit the caller’s own pickup while it is requested (409 otherwise, or when `version` is not the current one); the same checks as a request.',
        body: pickupUpdateSchema,
        response: one,
      },
    },
    async (request) => {
      const cid = request.principal.cid!;
      const { id, version, ...fields } = request.body;
      const row = await app.db.tx(async (t) => {
        const locked = await pickups.lock(id, t);
        if (!locked) throw notFound(PICKUP_MSG.notFound);
        decidePickupAction(request.principal, locked, 'edit', version);
        await pickups.update(locked.id, await checkedWrite(t, cid, fields), t);
        return reread(locked.id, t);
      });
      return ok(pickups.toPickup(row), MSG.updatePickup);
    },
  );

  app.put(
    '/pickups/cancel',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'Cancel a pickup with a remark: a customer their own while it is requested; staff with pku any requested, confirmed or rescheduled one. Queues the Cancel Pickup e-mail/SMS.',
        body: pickupCancelSchema,
        response: one,
      },
    },
    async (request) => {
      const { id, remark, version } = request.body;
      const { row, queued } = await app.db.tx(async (t) => {
        const locked = await pickups.lock(id, t);
        if (!locked) throw notFound(PICKUP_MSG.notFound);
        decidePickupAction(request.principal, locked, 'cancel', version, { staffMay: true });
        await pickups.cancel(locked.id, remark?.trim() || null, t);
        const canceled = await reread(locked.id, t);
        return { row: canceled, queued: await enqueueCancelPickup(t, canceled) };
      });
      for (const m of queued) request.log.info({ channel: m.channel, recipient: m.recipient, subject: m.subject }, 'notification queued');
      return ok(pickups.toPickup(row), MSG.cancelPickup);
    },
  );
};
