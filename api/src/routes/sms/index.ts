import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  MSG,
  smsMessagesPageSchema,
  smsMessagesQuerySchema,
  smsMonthsQuerySchema,
  smsRateCreateSchema,
  smsRateDeleteSchema,
  smsRateRowSchema,
  smsRateUpdateSchema,
  smsUsageMonthSchema,
} from '@fcs/shared/contract';
import type { Db } from '../../db/db';
import { conflict, notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';

export const RATE_NOT_FOUND = 'This sms rate does not exist (it may have been deleted)';
const codeTaken = (code: string, country: string) => `${country} has the rate of ${code} already: edit that one`;

/**
 * SMS usage (admin: the months and a month's messages) and SMS rates (spec 3 §2, §5, §7): the list
 * for admin staff, create, update and soft delete for sa only (the endpoint table). One active rate
 * per calling code, so that the cost of a message has one answer.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const sms = app.repos.sms;

  app.get(
    '/sms_months',
    {
      schema: {
        tags: ['sms'],
        summary: 'SMS usage of the last months (id YYYYM, count, amount), newest first, months in America/New_York',
        querystring: smsMonthsQuerySchema,
        response: { 200: envelopeSchema(z.array(smsUsageMonthSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await sms.months(request.query.last)),
  );

  app.get(
    '/sms_messages',
    {
      schema: {
        tags: ['sms'],
        summary: "One page of a month's SMS (date, from, to, message, amount, status), newest first, with the month's count and amount",
        querystring: smsMessagesQuerySchema,
        response: { 200: envelopeSchema(smsMessagesPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { month, limit, offset } = request.query;
      return ok(await sms.messages(month, limit, offset));
    },
  );

  app.get(
    '/sms_rates',
    {
      schema: {
        tags: ['sms'],
        summary: 'The SMS rates per country (not deleted), by country',
        response: { 200: envelopeSchema(z.array(smsRateRowSchema)), ...ERROR_RESPONSES },
      },
    },
    async () => ok(await sms.rates()),
  );

  /** Refuses a calling code that another active rate holds (409). */
  const ensureFree = async (t: Db, code: string, exceptId: string | null) => {
    // One writer of rates at a time: the check and the write see the same rates.
    await t.query('SELECT pg_advisory_xact_lock(727012)');
    const other = await sms.rateOfCode(code, exceptId, t);
    if (other) throw conflict(codeTaken(code, other.country));
  };

  app.post(
    '/sms_rates',
    {
      schema: {
        tags: ['sms'],
        summary: 'Add an SMS rate (sa); the rate must be a nonzero number ("Invalid rate"); one rate per calling code',
        body: smsRateCreateSchema,
        response: { 200: envelopeSchema(smsRateRowSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { country, country_code, rate } = request.body;
      const row = await app.db.tx(async (t) => {
        await ensureFree(t, country_code, null);
        return sms.createRate({ country, country_code, rate }, t);
      });
      return ok(row, MSG.createSmsRate);
    },
  );

  app.put(
    '/sms_rates',
    {
      schema: {
        tags: ['sms'],
        summary: 'Change an SMS rate (sa)',
        body: smsRateUpdateSchema,
        response: { 200: envelopeSchema(smsRateRowSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const input = request.body;
      const row = await app.db.tx(async (t) => {
        if (!(await sms.activeRate(input.id, t))) throw notFound(RATE_NOT_FOUND);
        await ensureFree(t, input.country_code, input.id);
        return sms.updateRate(input, t);
      });
      return ok(row, MSG.updateSmsRate);
    },
  );

  app.delete(
    '/sms_rates',
    {
      schema: {
        tags: ['sms'],
        summary: 'Delete an SMS rate (sa): soft, delete_time is set; messages to that country then have no known cost',
        body: smsRateDeleteSchema,
        response: { 200: envelopeSchema(z.object({ id: z.string() })), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.body;
      await app.db.tx(async (t) => {
        if (!(await sms.activeRate(id, t))) throw notFound(RATE_NOT_FOUND);
        await sms.deleteRate(id, t);
      });
      return ok({ id }, MSG.deleteSmsRate);
    },
  );
};
export default routes;
