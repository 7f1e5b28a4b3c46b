import { clientConfig, request } from '@fcs/shared/client';
import type { EmailUpdate, EmailUpdateResult, EmailVerification, ProfileUpdate, User } from '@fcs/shared/contract';

/** My Profile and the e-mail change (spec 2 §7). */
export const updateProfile = (body: ProfileUpdate) => request<User>('main', { method: 'PUT', url: '/profile', data: body });
export const updateEmail = (body: EmailUpdate) => request<EmailUpdateResult>('main', { method: 'PUT', url: '/update_email', data: body });
export const verifyEmail = (body: EmailVerification) =>
  request<User>('main', { method: 'PUT', url: '/update_email_verification', data: body });

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
