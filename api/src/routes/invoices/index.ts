import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, INVOICE_MSG, invoiceDetailSchema } from '@fcs/shared/contract';
import { readable, redact } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';

/** One invoice with its lines (the detail the spec does not show): a customer's own, or any for inv staff. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const invoices = app.repos.invoices;

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags: ['invoices'],
        summary: 'One invoice with its customer and lines in order (a customer: their own; staff with inv: any; another’s answers 404)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelopeSchema(invoiceDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = readable(request.principal, 'invoices', await invoices.findById(request.params.id), INVOICE_MSG.notFound);
      return ok(redact(request.principal, 'invoices', await invoices.detail(row)));
    },
  );
};
export default routes;
