import type { Claims } from '../identity/identity';

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
