import type { Db } from '../db/db';
import { currentActor, type AuditActor } from './audit-context';

/** Statements that may write (a CTE may hold an INSERT); a plain SELECT never needs the actor. */
const MAY_WRITE = /^\s*(?:INSERT|UPDATE|DELETE|MERGE|WITH)\b/i;

/** Tells the transaction who acts: the audit triggers (migration 021) read it; it ends with the transaction. */
export const markActor = (t: Db, actor: AuditActor) => t.query("SELECT set_config('fcs.audit_actor', $1, true)", [JSON.stringify(actor)]);

/**
 * The database as the repositories use it, telling every transaction of an audited actor's work
 * who acts (audit-context.ts), so that the audit triggers log each row it changes in that same
 * transaction: one mechanism for every endpoint and the command line, never written by a handler.
 * A write outside a transaction runs in one of its own, so that it is logged too. Without an actor
 * nothing is added.
 */
export function auditedDb(db: Db): Db {
  return {
    ...db,
    query(sql, params, options) {
      const actor = currentActor();
      if (!actor || !MAY_WRITE.test(sql)) return db.query(sql, params, options);
      return db.tx(async (t) => {
        await markActor(t, actor);
        return t.query(sql, params, options);
      });
    },
    tx(fn) {
      const actor = currentActor();
      if (!actor) return db.tx(fn);
      return db.tx(async (t) => {
        await markActor(t, actor);
        return fn(t);
      });
    },
  } as Db;
}
