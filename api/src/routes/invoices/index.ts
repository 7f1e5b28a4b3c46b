import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canReadRow,
  envelopeSchema,
  INVOICE_MACHINE,
  INVOICE_MSG,
  INVOICE_TARGETS,
  invoiceCreateSchema,
  invoiceDetailSchema,
  invoicePackageSchema,
  invoiceStatusSchema,
  readScope,
  toCents,
  type InvoiceDetail,
  type Principal,
} from '@fcs/shared/contract';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../lib/http-error';
import { readable, redact } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { transition } from '../../lib/transition';
import type { InvoiceDbRow, InvoiceLock } from '../../repositories/invoices-repository';

const one = { 200: envelopeSchema(invoiceDetailSchema), ...ERROR_RESPONSES };

/**
 * Invoices (spec 1 §2.7; issue 11 beyond the spec): one invoice with its lines (a customer's own,
 * or any for inv staff); inv staff create one for a joined customer, optionally for that customer's
 * packages, and mark it paid or cancel it through the contract's invoice machine (a stale or
 * illegal change is a 409), each change recorded with who made it. The lists are the report service's.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { invoices, directory } = app.repos;

  /** The detail as the caller may see it: customers see when their invoice changed, not who changed it. */
  const answer = async (who: Principal, row: InvoiceDbRow, t?: Db): Promise<InvoiceDetail> => {
    const detail = redact(who, 'invoices', await invoices.detail(row, t));
    return readScope(who, 'invoices')?.all ? detail : { ...detail, history: detail.history.map((h) => ({ ...h, by_name: null })) };
  };
  const reread = async (t: Db, row: { id: string }) => (await invoices.findById(row.id, t))!;

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'One invoice with its customer, lines in order, version and status history (a customer: their own; staff with inv: any; another’s answers 404)',
        params: z.object({ id: z.string().max(64) }),
        response: one,
      },
    },
    async (request) => {
      const row = readable(request.principal, 'invoices', await invoices.findById(request.params.id), INVOICE_MSG.notFound);
      return ok(await answer(request.principal, row));
    },
  );

  /** A joined customer (not staff, not disabled) to invoice, or a 400 saying so. */
  async function joinedCustomer(t: Db, id: string): Promise<string> {
    const customer = await directory.customer(id.trim(), t);
    if (!customer || customer.is_employee || customer.status !== 'joined') throw badRequest(INVOICE_MSG.customerNotFound);
    return customer.id;
  }

  app.post(
    '/invoices',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'inv staff create an unpaid invoice for a joined customer: 1 to 100 lines (description, quantity 1–999, unit_price in USD with at most 2 decimals, optionally package_id: one of that customer’s packages on no other open invoice). Line amounts and the total are computed here, in cents. Answers the invoice.',
        body: invoiceCreateSchema,
        response: one,
      },
    },
    async (request) => {
      const { customer_id, lines } = request.body;
      const row = await app.db.tx(async (t) => {
        const cid = await joinedCustomer(t, customer_id);
        const packageIds = lines.flatMap((l) => (l.package_id ? [l.package_id] : []));
        if (packageIds.length) {
          const { mine, invoiced } = await invoices.checkPackages(cid, packageIds, t);
          if (packageIds.some((id) => !mine.has(id))) throw badRequest(INVOICE_MSG.packageNotFound);
          if (invoiced.size) throw badRequest(INVOICE_MSG.packageInvoiced);
        }
        const id = await invoices.create(
          cid,
          lines.map((l) => ({
            description: l.description,
            quantity: l.quantity,
            unitPriceCents: toCents(l.unit_price),
            package_id: l.package_id || null,
          })),
          request.principal.cid ?? null,
          t,
        );
        return reread(t, { id });
      });
      return ok(await answer(request.principal, row), INVOICE_MSG.created);
    },
  );

  app.put(
    '/invoices/status',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'inv staff mark an unpaid invoice paid (status "paid") or cancel a draft or unpaid one (status "canceled"); recorded in its status history with who made it. 409 from any other status, or when `version` is not the current one.',
        body: invoiceStatusSchema,
        response: one,
      },
    },
    async (request) => {
      const { id, status, version } = request.body;
      const who = request.principal;
      const row = await transition(app.db, who, {
        machine: INVOICE_MACHINE,
        action: INVOICE_TARGETS[status],
        id,
        version,
        lock: invoices.lock,
        visible: (r: InvoiceLock) => canReadRow(who, 'invoices', r),
        notFound: INVOICE_MSG.notFound,
        apply: (t, locked, to) => invoices.setStatus(locked.id, to!, who.cid ?? null, t),
        read: reread,
      });
      return ok(await answer(who, row), status === 'paid' ? INVOICE_MSG.paid : INVOICE_MSG.canceled);
    },
  );

  app.get(
    '/invoice_packages/:customerId',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'inv staff: a joined customer’s packages (as consignee) that no open invoice has yet, newest first (at most 500), to invoice them',
        params: z.object({ customerId: z.string().max(64) }),
        response: { 200: envelopeSchema(z.array(invoicePackageSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const c = await directory.customer(request.params.customerId.trim());
      if (!c || c.is_employee || c.status !== 'joined') throw notFound(INVOICE_MSG.customerNotFound);
      return ok(await invoices.openPackages(c.id));
    },
  );
};
export default routes;
