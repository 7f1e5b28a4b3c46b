import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEMPLATE_MSG,
  templateCreateSchema,
  templateDeleteSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templateResponseSchema,
  templateUpdateSchema,
} from '@fcs/shared/contract';
import { notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { checkedTemplate } from '../../report/template-check';

/**
 * Report templates (spec 3 §2, §3, §7): sa builds them (POST, PUT, DELETE /templates), rpt reads
 * them for the report viewer. Delete is soft; a deleted template answers as a missing one.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.templates;

  app.get(
    '/templates',
    {
      schema: {
        tags: ['reports'],
        summary: 'The active report templates (delete_time 0) by name; count is all of them (rpt or sa)',
        querystring: templateListQuerySchema,
        response: { 200: templateListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { rows, count } = await repo.list(request.query);
      return { ...ok(rows), count };
    },
  );

  app.get(
    '/templates/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'One active report template (rpt or sa); a deleted or missing one answers 404',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: templateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const t = await repo.findActive(request.params.id);
      if (!t) throw notFound(TEMPLATE_MSG.notFound);
      return ok(t);
    },
  );

  app.post(
    '/templates',
    {
      schema: {
        tags: ['reports'],
        summary: 'A new report template (sa): a field its object lacks, named twice or of another type answers 400',
        body: templateCreateSchema,
        response: { 200: templateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await repo.create(checkedTemplate(request.body)), TEMPLATE_MSG.created),
  );

  app.put(
    '/templates',
    {
      schema: {
        tags: ['reports'],
        summary: 'Changes a report template (sa); the same checks as POST; a deleted or missing one answers 404',
        body: templateUpdateSchema,
        response: { 200: templateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const t = await repo.update(request.body.id, checkedTemplate(request.body));
      if (!t) throw notFound(TEMPLATE_MSG.notFound);
      return ok(t, TEMPLATE_MSG.updated);
    },
  );

  app.delete(
    '/templates',
    {
      schema: {
        tags: ['reports'],
        summary: 'Deletes a report template (sa): soft, delete_time is set and it is listed no more',
        body: templateDeleteSchema,
        response: { 200: templateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const t = await repo.remove(request.body.id);
      if (!t) throw notFound(TEMPLATE_MSG.notFound);
      return ok(t, TEMPLATE_MSG.deleted);
    },
  );
};
export default routes;
