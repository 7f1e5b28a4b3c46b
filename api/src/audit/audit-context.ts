import { AsyncLocalStorage } from 'node:async_hooks';

/** Who the audit log names for the writes of the work in hand, and the action it did them in. */
export interface AuditActor {
  /** users.id of the staff member; null for the command line. */
  id: string | null;
  name: string;
  /** The endpoint ('PUT /pickups/confirm') or the command ('staff add'). */
  action: string;
}

const current = new AsyncLocalStorage<AuditActor>();

/**
 * Runs `fn` as `actor`: every write it makes through the audited database (audited-db.ts), however
 * deep in the repositories, is logged as theirs. The api enters it for a staff member's call (the
 * auth plugin), the command line for each command.
 */
export function actAs<T>(actor: AuditActor, fn: () => T): T {
  return current.run(actor, fn);
}

/** The actor of the work in hand, or null (a customer's own call, the outbox worker, the seed). */
export function currentActor(): AuditActor | null {
  return current.getStore() ?? null;
}
