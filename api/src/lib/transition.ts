import { decide, type Decidable, type Machine, type Principal } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { HttpError, notFound } from './http-error';

export interface TransitionStep<S extends string, A extends string, Row extends Decidable<S>, Out> {
  machine: Machine<S, A>;
  action: A;
  id: string;
  /** The version the caller last read: another one is a 409. */
  version?: number;
  /** Reads the row locked (`FOR UPDATE`) for the rest of the transaction, or null. */
  lock: (id: string, t: Db) => Promise<Row | null>;
  /** May the caller see this row at all? Otherwise it answers as missing (404). */
  visible: (row: Row) => boolean;
  notFound: string;
  /** Writes the change with the machine's target status, `version = version + 1` and now(). */
  apply: (t: Db, row: Row, to: S | null) => Promise<void>;
  /** Reads the row back as the answer. */
  read: (t: Db, row: Row) => Promise<Out>;
  /** Queues the notifications of the change, in the same transaction. */
  notify?: (t: Db, out: Out) => Promise<unknown>;
  /**
   * The answer of this same action taken before (sent again by a phone with the same action id),
   * read with the row locked: it answers as the first time did, with no change and no notice.
   */
  replay?: (t: Db, row: Row) => Promise<Out | null>;
}

/**
 * Every status change, one way: in one transaction, lock the row, answer 404 for a row the caller
 * may not see, let the contract's machine decide (403 or 409 with its words, a stale version 409),
 * write the change, queue its notifications and read the row back. Two people acting on one row at
 * once are serialised by the lock: the second sees the first's status and version.
 */
export async function transition<S extends string, A extends string, Row extends Decidable<S>, Out>(
  db: Db,
  who: Principal,
  step: TransitionStep<S, A, Row, Out>,
): Promise<Out> {
  return db.tx(async (t) => {
    const row = await step.lock(step.id, t);
    if (!row || !step.visible(row)) throw notFound(step.notFound);
    const replayed = await step.replay?.(t, row);
    if (replayed) return replayed;
    const decision = decide(who, step.machine, row, step.action, step.version);
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    await step.apply(t, row, decision.to);
    const out = await step.read(t, row);
    await step.notify?.(t, out);
    return out;
  });
}
