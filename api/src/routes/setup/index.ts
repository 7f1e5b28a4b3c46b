import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, setupStatusSchema } from '@fcs/shared/contract';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { setupStatus } from '../../setup/setup-status';

/** The first run (issue 32): what the super-admin's home page lists until each step is done. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/setup',
    {
      schema: {
        tags: ['setup'],
        summary:
          'The first-run steps (sa): contact settings, a pickup zone, pickup dates ahead, the message formats, SMS rates of the allowed countries, and whether e-mail (SMTP) and SMS delivery are configured; each done or not, with what is missing',
        response: { 200: envelopeSchema(setupStatusSchema), ...ERROR_RESPONSES },
      },
    },
    async () => ok(await setupStatus(app.db, app.config)),
  );
};
export default routes;
