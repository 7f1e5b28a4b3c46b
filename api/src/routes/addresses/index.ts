import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PICKUP_MSG,
  ADDRESS_MSG,
  addressCreateSchema,
  addressRefSchema,
  addressSchema,
  addressUpdateSchema,
  envelopeSchema,
  MSG,
  PROFILE_MSG,
  type Address,
} from '@fcs/shared/contract';
import { hasPrivilege } from '@fcs/shared/model';
import type { Db } from '../../db/db';
import type { ApiPrincipal } from '../../plugins/auth';
import { notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { addressFieldsOf } from '../../lib/address-fields';
import { toAddress, type AddressRow } from '../../repositories/addresses-repository';

/**
 * The caller's delivery addresses (spec 2 §2, §7). Every write is the caller's own (another's is a 404)
 * and runs in one transaction with the caller's address book locked, so that exactly one address
 * is the default whenever there is any; the database refuses a second default by itself.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.addresses;
  const list = async (userId: string, q: Db = app.db): Promise<Address[]> => (await repo.listOf(userId, q)).map(toAddress);

  /**
   * Whose address book a call may touch: the caller's own, or, for cu staff, a customer's (the
   * addresses of /user-detail, edited through /address-detail/{userId}/{addressId}). Anyone else's,
   * a staff member's included, answers 404 as a missing one.
   */
  async function bookOf(who: ApiPrincipal, userId: string, q: Db = app.db): Promise<string> {
    if (userId === who.cid) return userId;
    if (hasPrivilege(who.privileges, 'cu')) {
      const customer = await app.repos.users.findById(userId, q);
      if (customer && !customer.is_employee) return customer.id;
    }
    throw notFound(ADDRESS_MSG.notFound);
  }

  /** An address of a book the caller may touch, locked with its book; any other answers 404 as a missing one. */
  async function ownAddress(t: Db, who: ApiPrincipal, body: { id: string; user_id: string }): Promise<AddressRow> {
    const owner = await bookOf(who, body.user_id, t);
    await repo.lockBook(owner, t);
    const row = await repo.findById(body.id, t);
    if (!row || row.user_id !== owner) throw notFound(ADDRESS_MSG.notFound);
    return row;
  }

  app.get(
    '/delivery_addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'The caller’s addresses, the default first, then the most recently updated',
        response: { 200: envelopeSchema(z.array(addressSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await list(request.principal.cid!)),
  );

  app.get(
    '/customers/:customerId/delivery_addresses',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'A joined customer’s addresses for pku or cu staff (the select-only cards of /customer-addresses/{customerId}), the default first; 404 for anyone else',
        params: z.object({ customerId: z.string().max(64) }),
        response: { 200: envelopeSchema(z.array(addressSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const customer = await app.repos.users.findById(request.params.customerId);
      if (!customer || customer.is_employee || customer.status !== 'joined') throw notFound(PICKUP_MSG.customerNotFound);
      return ok(await list(customer.id));
    },
  );

  app.get(
    '/delivery_addresses/:userId/:addressId',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'One address of the caller’s book, or of a customer’s for cu staff (the address form of /address-detail/{userId}/{addressId})',
        params: z.object({ userId: z.string().max(64), addressId: z.string().max(64) }),
        response: { 200: envelopeSchema(addressSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const owner = await bookOf(request.principal, request.params.userId);
      const row = await repo.findById(request.params.addressId);
      if (!row || row.user_id !== owner) throw notFound(ADDRESS_MSG.notFound);
      return ok(toAddress(row));
    },
  );

  app.post(
    '/delivery_address',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Add an address to the caller’s book (user_id the caller’s), or to a customer’s for cu staff. The first address, or one sent with is_default true, becomes the default. Answers the address.',
        body: addressCreateSchema,
        response: { 200: envelopeSchema(addressSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const body = request.body;
      const row = await app.db.tx(async (t) => {
        const owner = await bookOf(request.principal, body.user_id, t).catch(() => {
          throw notFound(PROFILE_MSG.userNotFound);
        });
        await repo.lockBook(owner, t);
        const first = !(await repo.hasAny(owner, t));
        const id = await repo.insert(owner, await addressFieldsOf(body, null), t);
        if (first || body.is_default) await repo.makeDefault(owner, id, t);
        return (await repo.findById(id, t))!;
      });
      return ok(toAddress(row), MSG.addAddress);
    },
  );

  app.put(
    '/delivery_address',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Edit one of the caller’s addresses (or a customer’s, for cu staff); is_default true also makes it the default. Answers the address.',
        body: addressUpdateSchema,
        response: { 200: envelopeSchema(addressSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const body = request.body;
      const row = await app.db.tx(async (t) => {
        const current = await ownAddress(t, request.principal, body);
        await repo.update(current.id, await addressFieldsOf(body, current), t);
        if (body.is_default) await repo.makeDefault(current.user_id, current.id, t);
        return (await repo.findById(current.id, t))!;
      });
      return ok(toAddress(row), MSG.updateAddress);
    },
  );

  app.delete(
    '/delivery_address',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Delete one of the caller’s addresses (body: the address with id and user_id). Deleting the default makes the most recently updated other address the default. Answers the remaining addresses.',
        body: addressRefSchema,
        response: { 200: envelopeSchema(z.array(addressSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const rest = await app.db.tx(async (t) => {
        const current = await ownAddress(t, request.principal, request.body);
        await repo.remove(current.id, t);
        if (current.is_default) await repo.promoteLatest(current.user_id, t);
        return list(current.user_id, t);
      });
      return ok(rest, MSG.deleteAddress);
    },
  );

  app.put(
    '/default_delivery_address',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Make one of the caller’s addresses the default (body: the address with id and user_id). Answers the addresses, the default first.',
        body: addressRefSchema,
        response: { 200: envelopeSchema(z.array(addressSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const all = await app.db.tx(async (t) => {
        const current = await ownAddress(t, request.principal, request.body);
        await repo.makeDefault(current.user_id, current.id, t);
        return list(current.user_id, t);
      });
      return ok(all, MSG.makeDefaultAddress);
    },
  );
};
export default routes;
