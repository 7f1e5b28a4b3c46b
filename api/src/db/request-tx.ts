import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db';

/** Thrown inside the request's transaction to roll it back: not an error of the call. */
const ROLLBACK = Symbol('rollback');

/**
 * One transaction for the whole of a call (a write): begun at its first write, lock or `tx`, committed or
 * rolled back once its answer is known (plugins/idempotency.ts). Nothing of a call is written
 * unless all of it is, a 503 before the commit promises that nothing was done, and the
 * Idempotency-Key's answer is kept in the same commit as the writes.
 */
export interface RequestTx {
  /** The transaction's connection, begun on first use. */
  db(): Promise<Db>;
  /** Was anything run in it? */
  readonly started: boolean;
  /**
   * Ends it: commits (`true`) or rolls back. A commit that fails throws (its outcome may be unknown:
   * the error handler's CommitUnknown). Later statements of the call run outside it.
   */
  finish(commit: boolean): Promise<void>;
  readonly closed: boolean;
}

function requestTx(base: Db): RequestTx {
  let started: Promise<Db> | null = null;
  let outcome: Promise<void> = Promise.resolve();
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let closed = false;
  return {
    db() {
      started ??= new Promise<Db>((ok, fail) => {
        outcome = base.tx(async (t) => {
          ok(t);
          if (!(await decided)) throw ROLLBACK;
        });
        // BEGIN failed (ok was never called): the first statement fails with it.
        outcome.catch(fail);
      });
      return started;
    },
    get started() {
      return started !== null;
    },
    get closed() {
      return closed;
    },
    async finish(commit) {
      if (closed) return;
      closed = true;
      if (!started) return;
      try {
        await started;
      } catch {
        return; // never begun: nothing to end
      }
      decide(commit);
      try {
        await outcome;
      } catch (e) {
        if (e !== ROLLBACK) throw e;
      }
    },
  };
}

/**
 * The database as the app's code sees it: inside a call that has a request transaction, every
 * statement runs on it, and each `tx` is a savepoint in it (a repository's transaction stays all or
 * nothing, whatever the call does after it); elsewhere (reads, the workers, the command line) the
 * database as it is. `run` enters a call's transaction for everything that follows it.
 */
export function requestScopedDb(base: Db): RequestScopedDb {
  // Already the scoped one (the server wraps its database once, before the photo storage is made on it).
  const existing = (base as { [SCOPE]?: RequestScopedDb })[SCOPE];
  if (existing) return existing;
  const current = new AsyncLocalStorage<RequestTx>();
  const active = () => {
    const rtx = current.getStore();
    return rtx && !rtx.closed ? rtx : null;
  };
  let savepoints = 0;
  /**
   * A plain read before the call's first write runs on the pool, as before: the call holds no
   * connection while it reads a body, checks a file or waits for another service. Anything that
   * locks, writes or sets something waits for the transaction.
   */
  const READ = /^\s*SELECT\b/i;
  const NOT_ONLY_READ = /\bFOR\s+(?:NO\s+KEY\s+)?(?:UPDATE|SHARE|KEY\s+SHARE)\b|pg_advisory|set_config|pg_notify|nextval|setval/i;
  const db: Db = {
    ...base,
    async query(sql, params, options) {
      const rtx = active();
      if (!rtx || (!rtx.started && READ.test(sql) && !NOT_ONLY_READ.test(sql))) return base.query(sql, params, options);
      return (await rtx.db()).query(sql, params);
    },
    async tx(fn) {
      const rtx = active();
      if (!rtx) return base.tx(fn);
      const t = await rtx.db();
      const name = `fcs_sp_${++savepoints}`;
      await t.query(`SAVEPOINT ${name}`);
      try {
        const result = await fn(t);
        await t.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (e) {
        await t.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
        throw e;
      }
    },
  };
  const scope: RequestScopedDb = {
    db,
    begin: () => requestTx(base),
    run: (rtx, fn) => current.run(rtx, fn),
  };
  Object.defineProperty(db, SCOPE, { value: scope });
  return scope;
}

const SCOPE = Symbol('fcs.requestScope');

export interface RequestScopedDb {
  /** The database that every part of the app uses (the repositories, the photo storage, the throttles). */
  db: Db;
  /** A new request transaction (not begun). */
  begin(): RequestTx;
  /** Runs `fn` (and everything it starts) inside `rtx`. */
  run<T>(rtx: RequestTx, fn: () => T): T;
}
