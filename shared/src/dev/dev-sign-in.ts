import { SIGNED_OUT, type Session } from '@fcs/runtime/session/session';
import { USER_STATUSES, type UserStatus } from '../model/access';

/**
 * Development sign-in against the Firebase Auth emulator's REST API, without the Firebase SDK
 * (remotes never initialise Firebase): send a code, read it from the emulator, sign in with it.
 */
export interface EmulatorOptions {
  authEmulatorUrl: string;
  apiKey: string;
  projectId: string;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(json.error?.message ?? `Auth emulator answered ${res.status}`);
  return json;
}

export async function devSignIn(phoneNumber: string, o: EmulatorOptions): Promise<string> {
  const base = `${o.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts`;
  const { sessionInfo } = await post<{ sessionInfo: string }>(`${base}:sendVerificationCode?key=${o.apiKey}`, {
    phoneNumber,
    recaptchaToken: 'dev',
  });
  const codes = (await (await fetch(`${o.authEmulatorUrl}/emulator/v1/projects/${o.projectId}/verificationCodes`)).json()) as {
    verificationCodes?: { sessionInfo: string; code: string }[];
  };
  const code = codes.verificationCodes?.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error('The Auth emulator has no code for this sign-in');
  const { idToken } = await post<{ idToken: string }>(`${base}:signInWithPhoneNumber?key=${o.apiKey}`, { sessionInfo, code });
  return idToken;
}

/** The claims of an ID token (its payload, base64url JSON). The api verifies the signature; this only reads. */
export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  const b64 = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=');
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The session the shell would build from the same claims: cid, pr (joined by ':'), st. */
export function sessionFromToken(idToken: string): Session {
  const c = claimsOf(idToken);
  const provider = (c.firebase as { sign_in_provider?: string } | undefined)?.sign_in_provider;
  const anonymous = provider === 'anonymous';
  const st = typeof c.st === 'string' && (USER_STATUSES as readonly string[]).includes(c.st) ? (c.st as UserStatus) : null;
  return {
    ...SIGNED_OUT,
    ready: true,
    uid: typeof c.sub === 'string' ? c.sub : null,
    anonymous,
    loggedIn: !anonymous,
    cid: typeof c.cid === 'string' ? c.cid : typeof c.cid === 'number' ? String(c.cid) : null,
    status: st,
    privileges: typeof c.pr === 'string' && c.pr ? c.pr.split(':') : [],
    phoneNumber: typeof c.phone_number === 'string' ? c.phone_number : null,
  };
}

/** Seconds since epoch at which the token expires (0 when unknown). */
export function expiryOf(idToken: string): number {
  const exp = claimsOf(idToken).exp;
  return typeof exp === 'number' ? exp : 0;
}
