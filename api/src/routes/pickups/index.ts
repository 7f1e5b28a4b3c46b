import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canReadRow,
  dateNotOfferedMessage,
  envelopeSchema,
  MSG,
  PICKUP_MACHINE,
  PICKUP_MSG,
  pickupCancelSchema,
  pickupDateIdOf,
  pickupRequestSchema,
  pickupSchema,
  pickupUpdateSchema,
  todayDateId,
  type PickupRequest,
  type ReadView,
} from '@fcs/shared/contract';
import type { Db } from '../../db/db';
import { badRequest } from '../../lib/http-error';
import { readable, redact } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { transition } from '../../lib/transition';
import { enqueueCancelPickup } from '../../notifications/cancel-pickup';
import { toAddress } from '../../repositories/addresses-repository';
import type { PickupLock, PickupRow, PickupWrite } from '../../repositories/pickups-repository';

const one = { 200: envelopeSchema(pickupSchema), ...ERROR_RESPONSES };

/**
 * Pickups (spec 2): one pickup to read; a customer's request, edit and cancel, each in one
 * transaction. The server derives the zone from the address's zip code and checks the date itself,
 * snapshots the address into the pickup, and moves the status only through the contract's machine.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { pickups, addresses, zones } = app.repos;

  /**
   * Zone, date and address of a request or an edit, checked against the database, as they are
   * stored. The address must be one of the pickup's customer's: another's answers as a missing one.
   */
  async function checkedWrite(
    t: Db,
    customerId: string,
    body: Omit<PickupRequest, 'customer_remark'> & { customer_remark?: string | null },
  ): Promise<PickupWrite> {
    const address = await addresses.findById(body.address_id, t);
    if (!address || address.user_id !== customerId) throw badRequest(PICKUP_MSG.addressNotFound);
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
      pickup_date: dateId,
      customer_remark: body.customer_remark?.trim() || null,
      address_id: address.id,
      pickup_address: { id, full_name, phone_number, country, address_line1, address_line2, city, state, zip_code, lat, lng },
    };
  }

  const reread = async (t: Db, row: { id: string }): Promise<PickupRow> => (await pickups.findById(row.id, t))!;
  const answer = (who: Parameters<typeof redact>[0], row: PickupRow) => redact(who, 'pickups', pickups.toPickup(row));
  /**
   * The common parts of a pickup's status change: lock, 404 unless the caller may see it (on the
   * customer's own calls, only their own pickups, whatever else they may read), read back.
   */
  const onPickup = (who: Parameters<typeof canReadRow>[0], id: string, version?: number, view?: ReadView) => ({
    machine: PICKUP_MACHINE,
    id,
    version,
    lock: pickups.lock,
    visible: (row: PickupLock) => canReadRow(who, 'pickups', row, view),
    notFound: PICKUP_MSG.notFound,
    read: reread,
  });

  app.get(
    '/pickups/:id',
    {
      schema: {
        tags: ['pickups'],
        summary: 'One pickup with its address snapshot and photo URLs (a customer: their own; pku: any; col: those assigned to them)',
        params: z.object({ id: z.string().max(64) }),
        response: one,
      },
    },
    async (request) => {
      const row = readable(request.principal, 'pickups', await pickups.findById(request.params.id), PICKUP_MSG.notFound);
      return ok(answer(request.principal, row));
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
        return reread(t, { id });
      });
      return ok(answer(request.principal, row), MSG.requestPickup);
    },
  );

  app.put(
    '/pickups',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'Edit the caller’s own pickup while it is requested (409 otherwise, or when `version` is not the current one); the same checks as a request. Staff edit through PUT /admin/pickups.',
        body: pickupUpdateSchema,
        response: one,
      },
    },
    async (request) => {
      const { id, version, ...fields } = request.body;
      const row = await transition(app.db, request.principal, {
        ...onPickup(request.principal, id, version, 'mine'),
        action: 'edit',
        apply: async (t, locked) => pickups.update(locked.id, await checkedWrite(t, locked.customer_id, fields), t),
      });
      return ok(answer(request.principal, row), MSG.updatePickup);
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
      const row = await transition(app.db, request.principal, {
        ...onPickup(request.principal, id, version),
        action: 'cancel',
        apply: (t, locked, to) => pickups.setStatus(locked.id, to!, { remark: remark || null }, t),
        notify: (t, canceled) => enqueueCancelPickup(t, canceled),
      });
      return ok(answer(request.principal, row), MSG.cancelPickup);
    },
  );
};
export default routes;
