import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decide,
  hasAnyPrivilege,
  DROPOFF_MACHINE,
  DROPOFF_MSG,
  envelopeSchema,
  errorEnvelopeSchema,
  PICKUP_MACHINE,
  PICKUP_MSG,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MSG,
  type UploadKind,
} from '@fcs/shared/contract';
import { detectImage } from '../../files/image-type';
import { encodePhoto } from '../../files/photo-encoder';
import { badRequest, HttpError } from '../../lib/http-error';
import { readable } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import type { ApiPrincipal } from '../../plugins/auth';
import { byUser } from '../../plugins/security';

/** `kind/id` of a folder field, or null. */
function parseFolder(value: string): { kind: UploadKind; id: string } | null {
  const m = /^([a-z]+)\/([0-9a-f-]{36})$/.exec(value.trim());
  if (!m || !(UPLOAD_KINDS as readonly string[]).includes(m[1]!)) return null;
  return { kind: m[1] as UploadKind, id: m[2]! };
}

function multipartFailure(e: unknown): never {
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, UPLOAD_MSG.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    throw new HttpError(413, 'Upload one photo at a time');
  if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(UPLOAD_MSG.noFile);
  throw e;
}

/**
 * POST /uploads (multipart): field `folder` (`dropoffs/{id}` or `pickups/{id}`) and one file. The
 * caller must be allowed to change that record (a received drop-off, df; a confirmed or rescheduled
 * pickup they may complete: pku, or the col driver it is assigned to); the file must be an image by
 * its bytes (JPEG, PNG, WebP, GIF) and at most 8 MB; it is stored re-encoded (encodePhoto: orientation
 * applied, metadata removed, at most 2,048 px) in the photo storage as <folder>/<random>.<ext>
 * (a pickup's folder is its id, as the seed's photos; the pickup number is not a path we trust);
 * answers its absolute URL.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so multipart parsing exists for this route only.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 },
  });

  /** Refuses (403, 404, 409) unless `who` may add photos to the folder's record. */
  const mayUpload: Record<UploadKind, (who: ApiPrincipal, id: string) => Promise<void>> = {
    async dropoffs(who, id) {
      // Photos belong to an edit or a completion: the drop-off machine decides whether this caller may.
      const row = readable(who, 'dropoffs', await app.repos.dropoffs.findById(id), DROPOFF_MSG.notFound);
      const decision = decide(who, DROPOFF_MACHINE, row, 'edit');
      if (!decision.ok) throw new HttpError(decision.status, decision.status === 409 ? UPLOAD_MSG.notReceived : decision.message);
    },
    // issue 11 · packages: the intake desk (pkg) uploads before it saves (the package does not exist
    // yet); afterwards only while it is received.
    async packages(who, id) {
      if (!hasAnyPrivilege(who.privileges, ['pkg'])) throw new HttpError(403, 'You need the "pkg" privilege for this');
      const row = await app.repos.packages.findById(id);
      if (row && row.status !== 'received') throw new HttpError(409, UPLOAD_MSG.packageNotOpen);
    },
    async pickups(who, id) {
      // Photos belong to a completion: pku staff, or the driver it is assigned to (col), while it is
      // confirmed or rescheduled. A driver's upload to another's pickup answers as a missing one.
      const row = readable(who, 'pickups', await app.repos.pickups.findById(id), PICKUP_MSG.notFound);
      const decision = decide(who, PICKUP_MACHINE, row, 'complete');
      if (!decision.ok) throw new HttpError(decision.status, decision.status === 409 ? PICKUP_MSG.photosNotOpen : decision.message);
    },
  };

  app.post(
    '/uploads',
    {
      // No transaction of the call: it would hold a database connection while a phone sends 8 MB.
      // One statement stores the file under a new name; a repeat stores a copy that nothing names.
      config: { rateLimit: byUser(app.config.rateLimits.upload), ownTransaction: true },
      schema: {
        tags: ['uploads'],
        summary:
          'Upload one photo (multipart: field "folder" = "dropoffs/{id}" or "pickups/{id}", then the file). Images only, by content; at most 8 MB (413) and 100 megapixels (400); stored re-encoded without metadata, at most 2,048 px. Answers {url}.',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.object({ url: z.string() })), ...ERROR_RESPONSES, 413: errorEnvelopeSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(UPLOAD_MSG.noFile);
      const target: { folder?: { kind: UploadKind; id: string } } = {};
      let bytes: Buffer | null = null;
      const check = async (value: string) => {
        const folder = parseFolder(value);
        if (!folder) throw badRequest(UPLOAD_MSG.badFolder);
        await mayUpload[folder.kind](request.principal, folder.id);
        target.folder = folder;
      };
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            // The folder came first (as the client sends it): refuse before reading the file.
            bytes = await part.toBuffer();
          } else if (part.fieldname === 'folder' && !target.folder) {
            await check(String(part.value ?? ''));
          }
        }
      } catch (e) {
        if (e instanceof HttpError) throw e;
        multipartFailure(e);
      }
      if (!target.folder) throw badRequest(UPLOAD_MSG.badFolder);
      if (!bytes) throw badRequest(UPLOAD_MSG.noFile);
      const type = detectImage(bytes);
      if (!type) throw badRequest(UPLOAD_MSG.onlyImages);
      // Stored re-encoded, never as sent: no location or camera, no more pixels than a screen shows.
      const photo = await encodePhoto(bytes);
      const { kind, id } = target.folder;
      const stored = await app.photos.save(`${kind}/${id}`, photo.bytes, photo.type);
      return ok({ url: app.photos.url(stored) }, 'Photo uploaded');
    },
  );
};
export default routes;
