import type { TFunction } from '@fcs/runtime/i18n';

/** Firebase's failures the shell catalogue words for a person (signIn.error.<code without auth/>). */
const KNOWN = new Set([
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/code-expired',
  'auth/too-many-requests',
  'auth/quota-exceeded',
  'auth/network-request-failed',
  'auth/captcha-check-failed',
  'auth/user-disabled',
]);

/** A Firebase sign-in failure in words a person can act on, in their language. */
export function signInErrorMessage(e: unknown, t: TFunction): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  if (KNOWN.has(code)) return t(`signIn.error.${code.slice('auth/'.length)}`, { digits: 6 });
  return e instanceof Error && e.message ? e.message : t('signIn.failed');
}
