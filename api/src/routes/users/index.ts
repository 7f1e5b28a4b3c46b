import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOMER_MSG,
  customerListQuerySchema,
  customerPageSchema,
  customerRefSchema,
  decide,
  enableUserSchema,
  envelopeSchema,
  inviteSchema,
  normalizeAllowedPhone,
  USER_MACHINE,
  userSchema,
  userUpdateSchema,
  type Principal,
  type UserAction,
  type UserStatus,
} from '@fcs/shared/contract';
import type { Db } from '../../db/db';
import { claimsFor } from '../../identity/identity';
import { conflict, notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { transition } from '../../lib/transition';
import { toUser, type UserRow } from '../../repositories/users-repository';

/** A customer as the back office reads it: the user and the version its changes must name. */
const customerSchema = userSchema.extend({ version: z.number().int() });
const one = { 200: envelopeSchema(customerSchema), ...ERROR_RESPONSES };
const toCustomer = (row: UserRow) => ({ ...toUser(row), version: row.version });

/**
 * The back office's customers (issue 11 · customers; spec 2 §2, §4, §5, §7), for staff with cu:
 * the list, one customer, the invite, the edit and the status changes through the contract's user
 * machine, each in one transaction. Employees are never listed nor changed here (their id answers
 * 404). The sign-in claims follow each change inside the transaction (a failure rolls it back): a
 * disabled customer's sessions are ended and every call of theirs is refused by the guard.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const users = app.repos.users;

  /** Sets the claims of the customer's sign-in identity (if they ever signed in) to the row. */
  const syncClaims = async (row: UserRow, revoke: boolean) => {
    if (!row.auth_uid) return;
    await app.identity.setClaims(row.auth_uid, claimsFor(row));
    if (revoke) await app.identity.revokeRefreshTokens(row.auth_uid);
  };

  /** A change of a customer through the user machine; `apply` writes it at the version read. */
  const change = <Out>(
    who: Principal,
    id: string,
    version: number | undefined,
    action: UserAction,
    apply: (t: Db, row: UserRow, to: UserStatus | null) => Promise<void>,
    read: (t: Db, row: UserRow) => Promise<Out>,
  ) =>
    transition(app.db, who, {
      machine: USER_MACHINE,
      action,
      id,
      version,
      lock: (key, t) => users.lockCustomer(key, t),
      visible: () => true,
      notFound: CUSTOMER_MSG.notFound,
      apply,
      read,
    });

  const readBack = async (t: Db, row: UserRow) => (await users.findById(row.id, t))!;

  /** The status change of an action (disable, enable, accept), with the claims in step. */
  const changeStatus = async (who: Principal, id: string, version: number | undefined, action: UserAction) => {
    return change(
      who,
      id,
      version,
      action,
      async (t, row, to) => {
        if (!(await users.changeCustomer(t, row.id, row.version, { status: to! }))) throw conflict(USER_MACHINE.stale);
      },
      async (t, row) => {
        const updated = await readBack(t, row);
        await syncClaims(updated, action === 'disable');
        return updated;
      },
    );
  };

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary:
          'One page of the customer list (cu): customers (not employees) in every status; q matches every word in the FCS ID, name or phone; sort "field asc|desc"; with each customer’s package count and the total',
        querystring: customerListQuerySchema,
        response: { 200: envelopeSchema(customerPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await app.repos.directory.customerPage(request.query)),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One customer (cu), with its version; a staff member or an unknown id answers 404',
        params: z.object({ id: z.string().max(64) }),
        response: one,
      },
    },
    async (request) => {
      const row = await users.findById(request.params.id);
      if (!row || row.is_employee) throw notFound(CUSTOMER_MSG.notFound);
      return ok(toCustomer(row));
    },
  );

  app.post(
    '/invites',
    {
      schema: {
        tags: ['users'],
        summary:
          'Invite a customer (cu): a new invited customer with the name and the phone (an allowed country, stored with +); a phone that belongs to anyone already is a 409',
        body: inviteSchema,
        response: one,
      },
    },
    async (request) => {
      const phone = normalizeAllowedPhone(request.body.phone_number)!;
      const row = await app.db.tx(async (t) => {
        const inserted = await users.insertInvite(t, request.body.user_name, phone);
        if (inserted) return inserted;
        const owner = await users.findByPhone(phone, t);
        throw conflict(owner?.is_employee ? CUSTOMER_MSG.phoneOfStaff : CUSTOMER_MSG.phoneTaken);
      });
      return ok(toCustomer(row), CUSTOMER_MSG.invited);
    },
  );

  app.delete(
    '/invites',
    {
      schema: {
        tags: ['users'],
        summary:
          'Delete an invitation (cu): only while invited (409 otherwise), and only when nothing is recorded for the person yet (409)',
        body: customerRefSchema,
        response: { 200: envelopeSchema(z.object({ id: z.string() })), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const out = await change(
        request.principal,
        request.body.id,
        request.body.version,
        'deleteInvite',
        async (t, row) => {
          if (await users.hasRecords(row.id, t))
            throw conflict('Packages, pickups, drop-offs or invoices are recorded for this person: the invitation stays');
          if (!(await users.deleteInvite(t, row.id, row.version))) throw conflict(USER_MACHINE.stale);
        },
        async (_t, row) => ({ id: row.id }),
      );
      return ok(out, CUSTOMER_MSG.inviteDeleted);
    },
  );

  app.put(
    '/accept_request',
    {
      schema: {
        tags: ['users'],
        summary: 'Accept a requested customer (cu): requested to joined, their claims follow; 409 from any other status',
        body: customerRefSchema,
        response: one,
      },
    },
    async (request) => {
      const row = await changeStatus(request.principal, request.body.id, request.body.version, 'accept');
      return ok(toCustomer(row), CUSTOMER_MSG.accepted);
    },
  );

  app.put(
    '/enable_user',
    {
      schema: {
        tags: ['users'],
        summary:
          'enabled false: Disable a joined customer (cu), whose sessions end and whose next call is refused (403); enabled true: Enable a disabled one (joined again). 409 from any other status',
        body: enableUserSchema,
        response: one,
      },
    },
    async (request) => {
      const { id, version, enabled } = request.body;
      const row = await changeStatus(request.principal, id, version, enabled ? 'enable' : 'disable');
      return ok(toCustomer(row), enabled ? CUSTOMER_MSG.activated : CUSTOMER_MSG.deactivated);
    },
  );

  app.put(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary:
          'Edit a customer (cu): the name in any status; another phone number only while invited (409 otherwise), never one that belongs to someone else (409)',
        body: userUpdateSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      // Left out: the number stays (a customer who signed in without one keeps none).
      const phone = body.phone_number === undefined ? undefined : normalizeAllowedPhone(body.phone_number)!;
      const row = await change(
        request.principal,
        body.id,
        body.version,
        'update',
        async (t, current) => {
          const newPhone = phone !== undefined && phone !== current.phone_number;
          if (newPhone) {
            if (!decide(request.principal, USER_MACHINE, current, 'changePhone').ok) throw conflict(CUSTOMER_MSG.phoneOnlyWhileInvited);
            if (await users.findByPhone(phone, t)) throw conflict(CUSTOMER_MSG.phoneTaken);
          }
          const changed = await users.changeCustomer(t, current.id, current.version, {
            user_name: body.user_name,
            phone_number: newPhone ? phone : undefined,
          });
          if (!changed) throw conflict(USER_MACHINE.stale);
        },
        // The claims carry neither the name nor the phone: nothing to sync.
        readBack,
      );
      return ok(toCustomer(row), CUSTOMER_MSG.updated);
    },
  );
};
export default routes;
