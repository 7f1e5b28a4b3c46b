import { clientConfig, updateEmail as askEmail, updateProfile as saveProfile, verifyEmail as confirmEmail } from '@fcs/runtime/client';
import type { EmailUpdate, EmailVerification, ProfileUpdate } from '@fcs/shared/contract/profile';

/** My Profile and the e-mail change (spec 2 §7), through @fcs/runtime/client. */
export const updateProfile = (body: ProfileUpdate) => saveProfile(body);
export const updateEmail = (body: EmailUpdate) => askEmail(body);
export const verifyEmail = (body: EmailVerification) => confirmEmail(body);

/**
 * Where a developer reads the e-mailed code: the api's outbox page, which exists only when the api
 * runs in development (against the Auth emulator). null when there is none, as in production.
 */
export async function devOutboxUrl(): Promise<string | null> {
  const base = clientConfig()?.apiUrl;
  if (!base) return null;
  const url = `${base.replace(/\/+$/, '')}/dev/outbox`;
  try {
    const res = await fetch(`${url}?limit=1`);
    return res.ok ? url : null;
  } catch {
    return null;
  }
}
