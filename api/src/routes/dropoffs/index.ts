import type { Db } from '../../db/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canReadRow,
  decodeSearch,
  DROPOFF_MACHINE,
  DROPOFF_MSG,
  dropoffCancelSchema,
  dropoffCompleteSchema,
  dropoffCreateSchema,
  dropoffSchema,
  dropoffUpdateSchema,
  envelopeSchema,
  ftsParamsSchema,
  MSG,
  normalizeAllowedPhone,
  uploadFolder,
  type DropoffAction,
  type Principal,
} from '@fcs/shared/contract';
import { badRequest, conflict } from '../../lib/http-error';
import { readable, redact } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { transition } from '../../lib/transition';
import { enqueueCompleteDropoff } from '../../notifications/complete-dropoff';
import type { DropoffChange, DropoffRow } from '../../repositories/dropoffs-repository';

const one = { 200: envelopeSchema(dropoffSchema), ...ERROR_RESPONSES };

/**
 * Drop-offs (spec 3): create, edit, complete and cancel for staff with df, each in one transaction
 * through the contract's status machine; one drop-off for df staff or its own joined customer; the
 * staff search box. Bodies are checked with the contract's schemas and answered with their messages.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.dropoffs;
  const directory = app.repos.directory;

  /** Stored paths of the photos of a drop-off: each must have been uploaded into its folder. */
  const storedPhotos = async (t: Db, id: string, urls: readonly string[] | undefined): Promise<string[] | undefined> => {
    if (urls === undefined) return undefined;
    const stored = await app.photos.storedPaths(uploadFolder('dropoffs', id), urls, t);
    if (!stored) throw badRequest(DROPOFF_MSG.photoNotUploaded);
    return stored;
  };

  const answer = (who: Principal, row: DropoffRow) => redact(who, 'dropoffs', repo.toDropoff(row));

  /** A status change of a drop-off through the contract's machine (edit keeps it received). */
  const change = (
    who: Principal,
    id: string,
    version: number | undefined,
    action: DropoffAction,
    fields: (t: Parameters<typeof repo.change>[0], row: DropoffRow) => Promise<DropoffChange>,
    notify?: (t: Parameters<typeof repo.change>[0], row: DropoffRow) => Promise<unknown>,
  ) =>
    transition(app.db, who, {
      machine: DROPOFF_MACHINE,
      action,
      id,
      version,
      lock: repo.lockById,
      visible: (row) => canReadRow(who, 'dropoffs', row),
      notFound: DROPOFF_MSG.notFound,
      apply: async (t, row, to) => {
        if (!(await repo.change(t, row.id, row.version, { ...(await fields(t, row)), status: to! }))) throw conflict(DROPOFF_MACHINE.stale);
      },
      read: async (t, row) => (await repo.findById(row.id, t))!,
      notify,
    });

  app.post(
    '/dropoffs',
    {
      schema: {
        tags: ['drop-offs'],
        summary:
          'Create a drop-off (df). New customer: the user with that phone if there is one (their name kept), otherwise a new invited customer with the name and phone. Answers the drop-off, status received, numbered DO000123.',
        body: dropoffCreateSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const row = await app.db.tx(async (t) => {
        const staff = await directory.employee(body.receiving_staff_id!.trim(), t);
        if (!staff) throw badRequest(DROPOFF_MSG.staffNotEmployee);
        let customer;
        if (body.is_new_customer) {
          const phone = normalizeAllowedPhone(body.customer_phone_number)!;
          ({ user: customer } = await directory.findOrInviteByPhone(t, body.customer_name!.trim(), phone));
          // Never reuse a staff member or a disabled account behind the desk's back: it says so.
          if (customer.is_employee) throw conflict(DROPOFF_MSG.phoneOfStaff);
          if (!customer.enabled || customer.status === 'disabled') throw conflict(DROPOFF_MSG.phoneOfDisabled);
        } else {
          customer = await directory.customer(body.customer_id!.trim(), t);
          if (!customer) throw badRequest(DROPOFF_MSG.customerNotFound);
        }
        return repo.insert(t, {
          customer_id: customer.id,
          customer_name: customer.user_name || body.customer_name?.trim() || '',
          customer_phone_number: customer.phone_number ?? normalizeAllowedPhone(body.customer_phone_number),
          customer_fcs_id: customer.fcs_id,
          receiving_staff_id: staff.id,
          receiving_staff_name: staff.user_name,
          customer_remark: body.customer_remark?.trim() || null,
        });
      });
      return ok(answer(request.principal, row), MSG.dropoffCreated);
    },
  );

  app.put(
    '/dropoffs',
    {
      schema: {
        tags: ['drop-offs'],
        summary:
          'Edit a received drop-off (df): Received By, Customer Remark and photo_urls (kept URLs plus ones uploaded to dropoffs/{id}). 409 unless received or when version is stale.',
        body: dropoffUpdateSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const row = await change(request.principal, body.id, body.version, 'edit', async (t, current) => {
        const staff = await directory.employee(body.receiving_staff_id, t);
        if (!staff) throw badRequest(DROPOFF_MSG.staffNotEmployee);
        return {
          receiving_staff_id: staff.id,
          receiving_staff_name: staff.user_name,
          customer_remark: body.customer_remark === undefined ? undefined : body.customer_remark || null,
          photo_urls: await storedPhotos(t, current.id, body.photo_urls),
        };
      });
      return ok(answer(request.principal, row), MSG.dropoffUpdated);
    },
  );

  app.put(
    '/dropoffs/complete',
    {
      schema: {
        tags: ['drop-offs'],
        summary:
          'Complete a received drop-off (df) with a remark and photo_urls; the "Complete Dropoff" e-mail/SMS is rendered into the outbox in the same transaction.',
        body: dropoffCompleteSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const row = await change(
        request.principal,
        body.id,
        body.version,
        'complete',
        async (t, current) => ({
          remark: body.remark === undefined ? undefined : body.remark || null,
          photo_urls: await storedPhotos(t, current.id, body.photo_urls),
        }),
        (t, completed) => enqueueCompleteDropoff(t, completed, app.config.portalUrl),
      );
      return ok(answer(request.principal, row), MSG.dropoffCompleted);
    },
  );

  app.put(
    '/dropoffs/cancel',
    {
      schema: {
        tags: ['drop-offs'],
        summary:
          'Cancel a drop-off with a remark: a received one (df); a completed one only for admin, sa or owner (403 otherwise); canceled is final (409).',
        body: dropoffCancelSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const row = await change(request.principal, body.id, body.version, 'cancel', async () => ({
        remark: body.remark === undefined ? undefined : body.remark || null,
      }));
      return ok(answer(request.principal, row), MSG.dropoffCanceled);
    },
  );

  app.get(
    '/dropoffs/:id',
    {
      schema: {
        tags: ['drop-offs'],
        summary: 'One drop-off: any for staff with df; a joined customer only their own (another’s answers 404, as a missing one)',
        params: z.object({ id: z.string().max(64) }),
        response: one,
      },
    },
    async (request) => {
      const row = readable(request.principal, 'dropoffs', await repo.findById(request.params.id), DROPOFF_MSG.notFound);
      return ok(answer(request.principal, row));
    },
  );

  app.get(
    '/api/fts/dropoffs/:term/:limit',
    {
      schema: {
        tags: ['report service'],
        summary:
          'Staff search (df): drop-offs whose number, customer name or FCS ID contain every word of the term (base64, then URL-encoded); the exact number first',
        params: ftsParamsSchema,
        response: { 200: envelopeSchema(z.array(dropoffSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok((await repo.search(decodeSearch(request.params.term), request.params.limit)).map((d) => redact(request.principal, 'dropoffs', d))),
  );
};
export default routes;
