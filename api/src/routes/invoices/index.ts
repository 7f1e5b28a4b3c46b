import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, INVOICE_MSG, invoiceDetailSchema } from '@fcs/shared/contract';
import { forbidden, notFound } from '../lib/http-error';
import { ERROR_RESPONSES, ok } from '../lib/reply';
import { canRead, readScope } from '../policies/read-scopes';
import { invoicesRepository } from '../repositories/invoices-repository';

/** One invoice with its lines (the detail the spec does not show): a customer's own, or any for inv staff. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = invoicesRepository(app.db);

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags: ['invoices'],
        summary: 'One invoice with its customer and lines in order (a customer: their own; staff with inv: any)',
        params: z.object({ id: z.string() }),
        response: { 200: envelopeSchema(invoiceDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      readScope(request.principal, 'invoices');
      const row = await invoices.findById(request.params.id);
      if (!row) throw notFound(INVOICE_MSG.notFound);
      if (!canRead(request.principal, 'invoices', row)) throw forbidden(INVOICE_MSG.ownOnly);
      return ok(await invoices.detail(row));
    },
  );
};
