import type { Db } from '../db/db';
import { usersRepository } from '../repositories/users-repository';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { claimsFor, type Identity } from './identity';

/**
 * Puts the demo accounts into the Auth emulator, idempotently: each phone gets an identity (uid
 * demo-000N unless the phone already has one), and the database decides the claims: a joined user
 * gets {cid, pr, st}; anyone else (the invited one) gets none. The uid is linked to the users row.
 */
export async function syncDemoAccounts(db: Db, identity: Identity): Promise<string[]> {
  const users = usersRepository(db);
  const done: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = await users.findByPhone(account.phoneNumber);
    if (!row) continue;
    const uid = await identity.ensureUser({ uid: account.uid, phoneNumber: account.phoneNumber });
    if (row.status === 'joined' && row.enabled) {
      await users.linkAuthUid(row.id, uid);
      await identity.setClaims(uid, claimsFor(row));
    } else {
      await identity.setClaims(uid, null);
    }
    done.push(`${account.phoneNumber} (${uid}, ${row.status})`);
  }
  return done;
}
