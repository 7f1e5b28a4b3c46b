import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailFormatSchema,
  emailFormatUpdateSchema,
  envelopeSchema,
  SETTINGS_MSG,
  settingsSchema,
  settingsUpdateSchema,
  unknownZipMessage,
  zipPlaceSchema,
} from '@fcs/shared/contract';
import { notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { zipPlace } from '../../lib/zip-places';
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

  // issue 12 · settings: the admin's edits.
  app.put(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Update the contact block (facebook link, US address, contact number, e-mail) and the office location (admin)',
        body: settingsUpdateSchema,
        response: { 200: envelopeSchema(settingsSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await app.db.tx((t) => app.repos.settings.update(t, request.body));
      return ok(await app.repos.settings.get(), SETTINGS_MSG.settingsUpdated);
    },
  );

  app.get(
    '/email_formats',
    {
      schema: {
        tags: ['settings'],
        summary: 'The five e-mail/SMS formats (admin), each with the %name% variables its notice fills in',
        response: { 200: envelopeSchema(z.array(emailFormatSchema)), ...ERROR_RESPONSES },
      },
    },
    async () => ok(await app.repos.settings.emailFormats()),
  );

  app.put(
    '/email_formats',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Update one e-mail/SMS format (admin): subject, message, sms and the two switches; a %name% the format does not offer is a 400',
        body: emailFormatUpdateSchema,
        response: { 200: envelopeSchema(emailFormatSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await app.db.tx((t) => app.repos.settings.updateEmailFormat(t, request.body));
      if (!row) throw notFound(SETTINGS_MSG.formatMissing);
      return ok(row, SETTINGS_MSG.formatsUpdated);
    },
  );

  app.get(
    '/zip_codes/:zip',
    {
      schema: {
        tags: ['settings'],
        summary: 'The city and state of a five-digit US zip code in the offline dataset (admin); 404 when there is none',
        params: z.object({ zip: z.string().max(10) }),
        response: { 200: envelopeSchema(zipPlaceSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const place = await zipPlace(request.params.zip);
      if (!place) throw notFound(unknownZipMessage(request.params.zip));
      return ok(place);
    },
  );
};
export default routes;
