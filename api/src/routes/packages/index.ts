import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canReadRow,
  decide,
  envelopeSchema,
  hasPrivilege,
  PACKAGE_MACHINE,
  PACKAGE_MSG,
  packageMoveSchema,
  packageMoveTo,
  packageReceiveSchema,
  packageSchema,
  packageUsersSchema,
  uploadFolder,
} from '@fcs/shared/contract';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { readable, redact } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { transition } from '../../lib/transition';

export const PACKAGE_NOT_FOUND = 'Package not found';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/packages/:id',
    {
      schema: {
        tags: ['packages'],
        summary:
          'One package with its status history and photo URLs (a customer: their own, without the other party’s details; pkg: any, with who made each status change; another’s answers 404)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelopeSchema(packageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = readable(request.principal, 'packages', await app.repos.packages.findById(request.params.id), PACKAGE_NOT_FOUND);
      const pkg = redact(request.principal, 'packages', app.repos.packages.toPackage(row));
      // pkg staff also see who made each status change (a customer never does).
      if (hasPrivilege(request.principal.privileges, 'pkg')) pkg.all_status = await app.repos.packages.historyWithNames(row.id);
      return ok(pkg);
    },
  );

  // issue 11 · packages: warehouse intake, the bulk move and the assign block.
  const repo = app.repos.packages;
  const one = { 200: envelopeSchema(packageSchema), ...ERROR_RESPONSES };

  app.post(
    '/packages',
    {
      schema: {
        tags: ['packages'],
        summary:
          'Receive a package at the warehouse (pkg): id (a new uuid, whose folder packages/{id} holds its photos), tracking_id, user_id (the consignee), remark, photo_urls. Status received, with its first history entry by the caller. A tracking number received before is a 409.',
        body: packageReceiveSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const folder = uploadFolder('packages', body.id);
      const stored = await app.photos.storedPaths(folder, body.photo_urls);
      if (!stored) throw badRequest(PACKAGE_MSG.photoNotUploaded);
      const row = await app.db.tx(async (t) => {
        const consignee = await app.repos.directory.customer(body.user_id, t);
        if (!consignee) throw badRequest(PACKAGE_MSG.consigneeNotFound);
        if (await repo.trackingTaken(body.tracking_id, t)) throw conflict(PACKAGE_MSG.duplicate(body.tracking_id));
        const created = await repo.receive(t, {
          id: body.id,
          tracking_id: body.tracking_id,
          user_id: consignee.id,
          remark: body.remark || null,
          photo_urls: [...new Set(stored as string[])],
          by: request.principal.cid,
        });
        // A race on the same tracking number (or a reused id): the unique index decides.
        if (!created) throw conflict(PACKAGE_MSG.duplicate(body.tracking_id));
        return (await repo.findById(body.id, t))!;
      });
      return ok(redact(request.principal, 'packages', repo.toPackage(row)), PACKAGE_MSG.received);
    },
  );

  app.put(
    '/packages/status',
    {
      schema: {
        tags: ['packages'],
        summary:
          'Move the chosen packages (ids, at most 100) to processed, packed or delivered (pkg), each one step forward, each with a history entry by the caller. All or nothing: a package that cannot move is a 409 listing every one, and nothing changes.',
        body: packageMoveSchema,
        response: { 200: envelopeSchema(z.object({ moved: z.number().int() })), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { ids, status } = request.body;
      const action = packageMoveTo(status)!;
      const who = request.principal;
      await app.db.tx(async (t) => {
        const rows = await repo.lockMany(t, ids);
        const found = new Set(rows.map((r) => r.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length) throw new HttpError(404, `${PACKAGE_MSG.notFound}: ${missing.join(', ')}`);
        const refused: string[] = [];
        for (const row of rows) {
          const d = decide(who, PACKAGE_MACHINE, row, action);
          if (!d.ok && d.status === 403) throw new HttpError(403, d.message);
          if (!d.ok) refused.push(`${row.tracking_id} is ${row.status}`);
        }
        if (refused.length) throw conflict(PACKAGE_MSG.illegalMoves(status, refused));
        await repo.move(t, ids, status, who.cid);
      });
      return ok({ moved: ids.length }, PACKAGE_MSG.moved(ids.length, status));
    },
  );

  app.put(
    '/packages/users',
    {
      schema: {
        tags: ['packages'],
        summary:
          'Assign the sender and/or the consignee of a processed package (admin or sa; spec 1 §7): id, sender_id, user_id (at least one). Answers "package update successfully!".',
        body: packageUsersSchema,
        response: one,
      },
    },
    async (request) => {
      const body = request.body;
      const who = request.principal;
      const out = await transition(app.db, who, {
        machine: PACKAGE_MACHINE,
        action: 'assign',
        id: body.id,
        version: body.version,
        lock: repo.lockById,
        visible: (row) => canReadRow(who, 'packages', row),
        notFound: PACKAGE_MSG.notFound,
        apply: async (t, row) => {
          const person = async (id: string | null | undefined, message: string) => {
            if (!id) return undefined;
            const user = await app.repos.directory.customer(id, t);
            if (!user) throw badRequest(message);
            return user.id;
          };
          const sender_id = await person(body.sender_id, PACKAGE_MSG.senderNotFound);
          const user_id = await person(body.user_id, PACKAGE_MSG.consigneeNotFound);
          if (!(await repo.assign(t, row.id, row.version, { sender_id, user_id }))) throw conflict(PACKAGE_MACHINE.stale);
        },
        read: async (t, row) => (await repo.findById(row.id, t))!,
      });
      return ok(redact(who, 'packages', repo.toPackage(out)), PACKAGE_MSG.updated);
    },
  );
};
export default routes;
