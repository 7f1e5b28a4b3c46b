import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPickupRequestSchema,
  adminPickupUpdateSchema,
  canReadRow,
  dateNotOfferedMessage,
  envelopeSchema,
  MSG,
  PICKUP_MACHINE,
  PICKUP_MSG,
  pickupCancelSchema,
  pickupAttemptSchema,
  pickupCompleteSchema,
  pickupConfirmSchema,
  pickupNotCollectedSchema,
  pressedAtAcceptable,
  pickupDateIdOf,
  pickupRequestSchema,
  pickupRescheduleSchema,
  pickupSchema,
  pickupUpdateSchema,
  photoUrlsOf,
  todayDateId,
  uploadFolder,
  type PickupAction,
  type PickupConfirm,
  type PickupRequest,
  type Principal,
  type ReadView,
} from '@fcs/shared/contract';
import type { Db } from '../../db/db';
import { badRequest, conflict } from '../../lib/http-error';
import { readable, redact } from '../../lib/read-access';
import { fileUrl } from '../../lib/values';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { transition } from '../../lib/transition';
import { enqueuePickupNotice, type PickupNotice } from '../../notifications/pickup-notice';
import { toAddress } from '../../repositories/addresses-repository';
import type { PickupLock, PickupRow, PickupStatusFields, PickupWrite } from '../../repositories/pickups-repository';

const one = { 200: envelopeSchema(pickupSchema), ...ERROR_RESPONSES };

/**
 * Pickups (spec 2): one pickup to read; a customer's request, edit and cancel; pku staff's request
 * and edit on behalf of a customer, confirm, reschedule and cancel; completion by pku or the driver
 * it is assigned to (col). Each in one transaction. The server derives the zone from the address's
 * zip code and checks the date itself, snapshots the address into the pickup, moves the status only
 * through the contract's machine and queues the change's e-mail/SMS in the same transaction.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { pickups, addresses, zones, directory } = app.repos;

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
    // An id no active zone has is not a mismatch: say so (issue 23.7).
    if (!(await zones.activeById(body.zone_id, t))) throw badRequest(PICKUP_MSG.zoneUnknown);
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

  const readOne = async (request: { principal: Parameters<typeof answer>[0]; params: { id: string } }) => {
    const row = readable(request.principal, 'pickups', await pickups.findById(request.params.id), PICKUP_MSG.notFound);
    return ok(answer(request.principal, row));
  };
  const readSchema = {
    tags: ['pickups'],
    summary: 'One pickup with its address snapshot and photo URLs (a customer: their own; pku: any; col: those assigned to them)',
    params: z.object({ id: z.string().max(64) }),
    response: one,
  };
  app.get('/pickups/:id', { schema: readSchema }, readOne);
  // The staff detail's call of spec 2 §7: the same pickup, asked without Project-ID.
  app.get(
    '/pickup_info/:id',
    {
      schema: { ...readSchema, summary: `${readSchema.summary}; as GET /pickups/:id, Project-ID not needed` },
      config: { noProjectId: true },
    },
    readOne,
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
        notify: (t, canceled) => enqueuePickupNotice(t, 'cancel', canceled, app.config.portalUrl),
      });
      return ok(answer(request.principal, row), MSG.cancelPickup);
    },
  );
  /** A joined customer (not staff, not disabled) to request a pickup for, or a 400 saying so. */
  async function joinedCustomer(t: Db, id: string): Promise<string> {
    const customer = await directory.customer(id.trim(), t);
    if (!customer || customer.is_employee || customer.status !== 'joined') throw badRequest(PICKUP_MSG.customerNotFound);
    return customer.id;
  }

  app.post(
    '/admin/pickups',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'pku staff request a pickup on behalf of a joined customer, from one of that customer’s addresses; the same zone and date checks as the customer’s request. Answers the pickup, status requested.',
        body: adminPickupRequestSchema,
        response: one,
      },
    },
    async (request) => {
      const { customer_id, ...fields } = request.body;
      const row = await app.db.tx(async (t) => {
        const cid = await joinedCustomer(t, customer_id);
        const id = await pickups.create(cid, await checkedWrite(t, cid, fields), t);
        return reread(t, { id });
      });
      return ok(answer(request.principal, row), MSG.requestPickup);
    },
  );

  app.put(
    '/admin/pickups',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'pku staff edit a requested pickup: zone, date (offered for the zone, today or later), customer remark and one of the customer’s addresses. customer_id, when sent, must be the pickup’s customer. 409 unless requested or when `version` is stale.',
        body: adminPickupUpdateSchema,
        response: one,
      },
    },
    async (request) => {
      const { id, version, customer_id, ...fields } = request.body;
      const row = await transition(app.db, request.principal, {
        ...onPickup(request.principal, id, version),
        action: 'edit',
        apply: async (t, locked) => {
          if (customer_id && customer_id !== locked.customer_id) throw badRequest(PICKUP_MSG.customerFixed);
          await pickups.update(locked.id, await checkedWrite(t, locked.customer_id, fields), t);
        },
      });
      return ok(answer(request.principal, row), MSG.updatePickup);
    },
  );

  /**
   * The date, window and staff member of a confirm or a reschedule, as stored. The date must be a
   * real day, today or later (ET), but need not be one of the zone's offered dates: the spec asks
   * only for a date ('Pickup date is required'), and staff arrange the day with the customer, often
   * outside the offered ones (a reschedule after a missed visit). The staff member must be an
   * enabled employee (the Staff select lists exactly those).
   */
  function plannedDate(body: PickupConfirm): string {
    const dateId = pickupDateIdOf(body.pickup_date);
    if (!dateId) throw badRequest(PICKUP_MSG.dateInvalid);
    if (dateId < todayDateId()) throw badRequest(PICKUP_MSG.datePast);
    return dateId;
  }
  async function planned(t: Db, body: PickupConfirm, dateId: string): Promise<PickupStatusFields> {
    const staff = await directory.employee(body.pickup_staff_id.trim(), t);
    if (!staff) throw badRequest(PICKUP_MSG.staffNotEmployee);
    return {
      pickup_staff_id: staff.id,
      pickup_date: dateId,
      pickup_time_from: body.pickup_time_from!,
      pickup_time_to: body.pickup_time_to!,
    };
  }

  /** A status change of staff with its fields and its notice, through the machine. */
  const staffChange = (
    who: Principal,
    id: string,
    version: number | undefined,
    action: PickupAction & PickupNotice,
    fields: (t: Db, locked: PickupLock) => Promise<PickupStatusFields>,
  ) =>
    transition(app.db, who, {
      ...onPickup(who, id, version),
      action,
      apply: async (t, locked, to) => pickups.setStatus(locked.id, to!, await fields(t, locked), t),
      notify: (t, changed) => enqueuePickupNotice(t, action, changed, app.config.portalUrl),
    });

  app.put(
    '/pickups/confirm',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'pku staff confirm a requested pickup: pickup_date (today or later, ET; any day, not only offered ones), pickup_time_from before pickup_time_to (HH:mm, 5-minute steps, default 09:00–12:00), pickup_staff_id (an enabled employee) and a remark (stored as confirm_remark). Queues the Confirm Pickup e-mail/SMS.',
        body: pickupConfirmSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const dateId = plannedDate(body);
      const row = await staffChange(request.principal, body.id, body.version, 'confirm', async (t) => ({
        ...(await planned(t, body, dateId)),
        confirm_remark: body.remark || null,
      }));
      return ok(answer(request.principal, row), MSG.confirmPickup);
    },
  );

  app.put(
    '/pickups/reschedule',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'pku staff reschedule a confirmed or rescheduled pickup: the confirm’s fields (remark stored as reschedule_remark). Queues the Reschedule Pickup e-mail/SMS.',
        body: pickupRescheduleSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const dateId = plannedDate(body);
      const row = await staffChange(request.principal, body.id, body.version, 'reschedule', async (t) => ({
        ...(await planned(t, body, dateId)),
        reschedule_remark: body.remark || null,
      }));
      return ok(answer(request.principal, row), MSG.reschedulePickup);
    },
  );

  /** Stored paths of a pickup's photos: each must have been uploaded into its folder (pickups/{id}). */
  const storedPhotos = async (t: Db, id: string, urls: readonly string[] | undefined): Promise<string[] | undefined> => {
    if (urls === undefined) return undefined;
    const stored = await app.photos.storedPaths(uploadFolder('pickups', id), urls, t);
    if (!stored) throw badRequest(PICKUP_MSG.photoNotUploaded);
    return stored;
  };

  /** The time of the driver's button press, checked: within the last days and not ahead of the server's clock. */
  const pressedTime = (pressedAt: string | undefined): Date => {
    if (!pressedAt) return new Date();
    const at = new Date(pressedAt);
    if (!pressedAtAcceptable(at)) throw badRequest(PICKUP_MSG.pressedAtInvalid);
    return at;
  };
  /**
   * Whether a phone's action id was already recorded on this pickup (true: answer it again) or on no
   * pickup (false); on another pickup it is a 409. Serialised per action id, so that two sends of it
   * at once see each other.
   */
  const seenAction = async (t: Db, actionId: string | undefined, pickupId: string): Promise<boolean> => {
    if (!actionId) return false;
    await t.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`pickup-action:${actionId}`]);
    const on = await pickups.pickupOfAction(actionId, t);
    if (on && on !== pickupId) throw conflict(PICKUP_MSG.actionOfAnother);
    return on === pickupId;
  };

  app.put(
    '/pickups/complete',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'Complete a confirmed or rescheduled pickup with a remark and photo_urls (each uploaded to pickups/{id} first): pku staff any; a driver (col) only those assigned to them (another answers 404). Queues the Complete Pickup e-mail/SMS. A phone’s queued completion sends its action_id (sent again, it answers the pickup as completed, changing nothing and sending no second notice) and pressed_at, kept as the completion’s time.',
        body: pickupCompleteSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const completedAt = pressedTime(body.pressed_at);
      const row = await transition(app.db, request.principal, {
        ...onPickup(request.principal, body.id, body.version),
        action: 'complete',
        replay: async (t, locked) => ((await seenAction(t, body.action_id, locked.id)) ? reread(t, locked) : null),
        apply: async (t, locked, to) =>
          pickups.setStatus(
            locked.id,
            to!,
            {
              remark: body.remark || null,
              photo_urls: await storedPhotos(t, locked.id, body.photo_urls),
              completed_at: completedAt,
              completion_action_id: body.action_id ?? null,
            },
            t,
          ),
        notify: (t, changed) => enqueuePickupNotice(t, 'complete', changed, app.config.portalUrl),
      });
      return ok(answer(request.principal, row), MSG.completePickup);
    },
  );

  app.put(
    '/pickups/not-collected',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'The driver it is assigned to (col) could not collect a confirmed or rescheduled pickup: reason (nobody_home, refused, not_ready, address_not_found, other: then a remark is required), a remark, optional photo_urls (uploaded to pickups/{id} first). Kept as an attempt in the pickup’s history; the pickup stays confirmed or rescheduled, leaves the driver’s lists and waits in /pickups to be rescheduled. Queues the Failed Pickup e-mail/SMS. action_id and pressed_at as for a completion.',
        body: pickupNotCollectedSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const attemptedAt = pressedTime(body.pressed_at);
      const row = await transition(app.db, request.principal, {
        ...onPickup(request.principal, body.id, body.version),
        action: 'notCollect',
        replay: async (t, locked) => ((await seenAction(t, body.action_id, locked.id)) ? reread(t, locked) : null),
        apply: async (t, locked) => {
          if (locked.failed_attempt_id) throw conflict(PICKUP_MSG.alreadyNotCollected);
          await pickups.recordAttempt(
            locked.id,
            {
              reason: body.reason,
              remark: body.remark?.trim() || null,
              photo_urls: (await storedPhotos(t, locked.id, body.photo_urls)) ?? [],
              staff_id: request.principal.cid!,
              attempted_at: attemptedAt,
              action_id: body.action_id ?? null,
            },
            t,
          );
        },
        notify: (t, changed) => enqueuePickupNotice(t, 'notCollected', changed, app.config.portalUrl),
      });
      return ok(answer(request.principal, row), MSG.notCollectedPickup);
    },
  );

  app.get(
    '/pickups/:id/attempts',
    {
      schema: {
        tags: ['pickups'],
        summary:
          'The pickup’s attempts that failed (Not collected), the latest first: reason, remark, photos, driver, time. Whoever may read the pickup.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelopeSchema(z.array(pickupAttemptSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      readable(request.principal, 'pickups', await pickups.findById(request.params.id), PICKUP_MSG.notFound);
      const rows = await pickups.attempts(request.params.id);
      return ok(
        rows.map((a) => ({
          id: a.id,
          reason: a.reason,
          remark: a.remark,
          photo_urls: photoUrlsOf(a.photo_urls).map((stored) => fileUrl(app.config.publicUrl, stored)),
          staff_id: a.staff_id,
          staff_name: a.staff_name,
          attempted_at: new Date(a.attempted_at).toISOString(),
        })),
      );
    },
  );
};
export default routes;
