/** Firebase sign-in failures in words a person can act on. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-phone-number': 'Enter a valid phone number',
  'auth/missing-phone-number': 'Phone number is required',
  'auth/invalid-verification-code': 'The code is not correct. Check it and try again.',
  'auth/missing-verification-code': 'Enter the 6-digit code',
  'auth/code-expired': 'The code has expired. Send a new code.',
  'auth/too-many-requests': 'Too many attempts. Wait a while and try again.',
  'auth/quota-exceeded': 'Too many codes were sent. Wait a while and try again.',
  'auth/network-request-failed': 'No connection to the sign-in service. Check your connection and try again.',
  'auth/captcha-check-failed': 'The security check failed. Try again.',
  'auth/user-disabled': 'This account is disabled.',
};

export function signInErrorMessage(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  if (MESSAGES[code]) return MESSAGES[code];
  return e instanceof Error && e.message ? e.message : 'Sign-in failed. Try again.';
}
