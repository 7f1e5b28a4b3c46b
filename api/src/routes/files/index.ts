import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_KEY } from '../../files/photo-store';
import { notFound } from '../../lib/http-error';
import { ERROR_RESPONSES } from '../../lib/reply';

const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * GET /files/<key>: a photo from the photo storage, whichever replica stored it. Keys are random
 * and never reused, so a browser keeps a photo for good (immutable) and asks again only with its
 * ETag; photos are shown inline, never run (nosniff, from the security plugin).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/*',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'A stored photo (no headers needed): immutable, inline',
        security: [],
        params: z.object({ '*': z.string().max(300) }),
        // 200 is the photo's bytes as they are (no serializer); 304 when the browser has it.
        response: { 404: ERROR_RESPONSES[404] },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!PHOTO_KEY.test(key)) throw notFound(PHOTO_NOT_FOUND);
      const etag = `"${key.replaceAll('/', ':')}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304 as never).send();
      const photo = await app.photos.read(key);
      if (!photo) throw notFound(PHOTO_NOT_FOUND);
      reply.header('Content-Type', photo.contentType).header('Content-Disposition', `inline; filename="${key.split('/').pop()}"`);
      if (photo.size !== null) reply.header('Content-Length', photo.size);
      const body =
        photo.body instanceof Uint8Array ? Buffer.from(photo.body.buffer, photo.body.byteOffset, photo.body.byteLength) : photo.body;
      return reply.code(200 as never).send(body as never);
    },
  );
};
export default routes;
