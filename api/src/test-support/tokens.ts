import type { Db } from '../db/db';
import { DEMO_ACCOUNTS } from '../identity/demo-accounts';
import { claimsFor, type Claims, type Identity } from '../identity/identity';
import { usersRepository } from '../repositories/users-repository';

export interface TokenOptions {
  uid: string;
  phoneNumber?: string | null;
  anonymous?: boolean;
  claims?: Claims;
  projectId?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An ID token as the Firebase Auth emulator issues it: unsigned (alg "none"), with the claims of
 * securetoken.google.com. firebase-admin in emulator mode verifies everything but the signature,
 * and asks the emulator that the user exists and is enabled: create the user first.
 */
export function mintIdToken({
  uid,
  phoneNumber = null,
  anonymous = false,
  claims = {},
  projectId = 'demo-fcs',
  expiresIn = 3600,
}: TokenOptions): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + expiresIn,
    ...(phoneNumber ? { phone_number: phoneNumber } : {}),
    firebase: {
      identities: phoneNumber ? { phone: [phoneNumber] } : {},
      sign_in_provider: anonymous ? 'anonymous' : 'phone',
    },
    ...claims,
  };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

/**
 * A token as the emulator would issue it to this phone after the demo sync: the user made in the
 * emulator when missing, the claims from the users row (a joined person's cid, privileges, status).
 */
export async function tokenForPhone(db: Db, identity: Pick<Identity, 'ensureUser'>, phone: string, extra: Partial<TokenOptions> = {}) {
  const row = await usersRepository(db).findByPhone(phone);
  if (!row) throw new Error(`no user ${phone}`);
  const wanted = row.auth_uid ?? DEMO_ACCOUNTS.find((a) => a.phoneNumber === phone)?.uid ?? `uid-${phone.slice(-4)}`;
  const uid = await identity.ensureUser({ uid: wanted, phoneNumber: phone });
  const claims = row.status === 'joined' ? claimsFor(row) : {};
  return mintIdToken({ uid, phoneNumber: phone, claims, ...extra });
}
