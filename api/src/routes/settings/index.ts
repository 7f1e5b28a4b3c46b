import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, settingsSchema } from '@fcs/shared/contract';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { byAddress } from '../../plugins/security';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { rateLimit: byAddress(app.config.rateLimits.publicRead) },
      schema: {
        tags: ['settings'],
        summary: 'The settings record (contact block, configured e-mails, office location); anonymous tokens are enough',
        response: { 200: envelopeSchema(settingsSchema), ...ERROR_RESPONSES },
      },
    },
    async () => ok(await app.repos.settings.get()),
  );
};
export default routes;
