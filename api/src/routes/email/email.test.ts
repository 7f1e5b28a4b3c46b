import { EMAIL_CODE_MAX_ATTEMPTS, MSG, PROFILE_MSG } from '@fcs/shared/contract';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: string;
let ben: string;
let token: string;

beforeAll(async () => {
  // The change itself, without its throttles (they have their own tests below).
  t = await createTestApp({
    overrides: {
      emailCodeCooldownSeconds: 0,
      emailCodesPerAddressPerHour: 1000,
      rateLimits: { ...DEFAULT_RATE_LIMITS, emailCode: { max: 1000, windowMs: 60_000 } },
    },
  });
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
  token = await t.tokenFor(PHONES.alice);
});
afterAll(() => t.close());

const put = (url: string, payload: object, as = token) => t.call({ method: 'PUT', url, token: as, payload });
const userRow = async (id = alice) =>
  (
    await t.db.query<{
      user_name: string;
      email: string | null;
      email_verification: string | null;
      pending_email: string | null;
      email_verification_code: string | null;
    }>('SELECT user_name, email, email_verification, pending_email, email_verification_code FROM users WHERE id = $1', [id])
  )[0]!;
/** The code of the latest e-mail to an address, as the developer reads it in the outbox. */
const codeSentTo = async (email: string) => {
  const [m] = await t.db.query<{ body: string }>(
    "SELECT body FROM notification_outbox WHERE channel = 'email' AND recipient = $1 ORDER BY id DESC LIMIT 1",
    [email],
  );
  return /\b(\d{6})\b/.exec(m!.body)![1]!;
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('PUT /profile', () => {
  it('changes the caller’s name, trimmed', async () => {
    const res = await put('/profile', { user_name: '  Alice M. Carter  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.updatedProfile);
    expect(res.json().data).toMatchObject({ id: alice, user_name: 'Alice M. Carter', phone_number: PHONES.alice });
    expect((await userRow()).user_name).toBe('Alice M. Carter');
    await put('/profile', { user_name: 'Alice Carter' });
  });

  it('refuses an empty or too long name and changes nothing', async () => {
    for (const [user_name, message] of [
      ['   ', PROFILE_MSG.nameRequired],
      [undefined, PROFILE_MSG.nameRequired],
      ['x'.repeat(101), PROFILE_MSG.nameTooLong],
    ] as const) {
      const res = await put('/profile', { user_name });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await userRow()).user_name).toBe('Alice Carter');
    expect((await put('/profile', { user_name: 'X' }, await t.tokenFor(PHONES.chloe))).statusCode).toBe(403);
  });
});

describe('PUT /update_email and PUT /update_email_verification', () => {
  it('answers Verified for the address already verified, sending nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox'))[0]!.n;
    const res = await put('/update_email', { id: alice, email: ' Alice.Carter@example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.updatedEmail);
    expect(res.json().data).toMatchObject({ email_verification: 'Verified', code_expires_at: null });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox'))[0]!.n).toBe(before);
  });

  it('e-mails a code for a new address, keeps the verified one until it is confirmed, then switches', async () => {
    const res = await put('/update_email', { id: alice, email: 'alice.new@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: alice, email: 'alice.new@example.com', email_verification: 'Unverified' });
    const expires = new Date(res.json().data.code_expires_at).getTime() - Date.now();
    expect(expires).toBeGreaterThan(14 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000);
    const code = await codeSentTo('alice.new@example.com');
    expect(await userRow()).toMatchObject({
      email: 'alice.carter@example.com',
      email_verification: 'Verified',
      pending_email: 'alice.new@example.com',
    });
    expect((await userRow()).email_verification_code).not.toContain(code);

    const bad = await put('/update_email_verification', {
      id: alice,
      email: 'alice.new@example.com',
      email_verification_code: wrong(code),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PROFILE_MSG.codeWrong);
    expect((await userRow()).email).toBe('alice.carter@example.com');

    const good = await put('/update_email_verification', { id: alice, email: 'alice.new@example.com', email_verification_code: code });
    expect(good.statusCode).toBe(200);
    expect(good.json().message).toBe(MSG.updatedVerificationEmail);
    expect(good.json().data).toMatchObject({ email: 'alice.new@example.com', email_verification: 'Verified' });
    expect(await userRow()).toMatchObject({ email: 'alice.new@example.com', pending_email: null, email_verification_code: null });
    const reused = await put('/update_email_verification', { id: alice, email: 'alice.new@example.com', email_verification_code: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(PROFILE_MSG.codeMissing);
  });

  it('refuses an expired code and changes nothing', async () => {
    await put('/update_email', { id: alice, email: 'alice.late@example.com' });
    const code = await codeSentTo('alice.late@example.com');
    await t.db.query("UPDATE users SET email_verification_expiry = now() - interval '1 second' WHERE id = $1", [alice]);
    const before = await userRow();
    const res = await put('/update_email_verification', { id: alice, email: 'alice.late@example.com', email_verification_code: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROFILE_MSG.codeExpired);
    expect(await userRow()).toEqual(before);
  });

  it('stops the code after 5 wrong ones (429), and refuses a code for another address', async () => {
    await put('/update_email', { id: alice, email: 'alice.try@example.com' });
    const code = await codeSentTo('alice.try@example.com');
    const other = await put('/update_email_verification', { id: alice, email: 'someone@example.com', email_verification_code: code });
    expect(other.json().message).toBe(PROFILE_MSG.codeOtherEmail);
    for (let i = 1; i <= EMAIL_CODE_MAX_ATTEMPTS; i++) {
      const res = await put('/update_email_verification', {
        id: alice,
        email: 'alice.try@example.com',
        email_verification_code: wrong(code),
      });
      expect(res.statusCode).toBe(i < EMAIL_CODE_MAX_ATTEMPTS ? 400 : 429);
      expect(res.json().message).toBe(i < EMAIL_CODE_MAX_ATTEMPTS ? PROFILE_MSG.codeWrong : PROFILE_MSG.codeTooManyTries);
    }
    const late = await put('/update_email_verification', { id: alice, email: 'alice.try@example.com', email_verification_code: code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PROFILE_MSG.codeMissing);
    expect((await userRow()).email).toBe('alice.new@example.com');
  });

  it('refuses bad input and another user’s id (404, as a user that does not exist) without touching them', async () => {
    const benBefore = await userRow(ben);
    const res = await put('/update_email', { id: ben, email: 'mine@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PROFILE_MSG.userNotFound);
    expect(
      (await put('/update_email_verification', { id: ben, email: 'mine@example.com', email_verification_code: '123456' })).statusCode,
    ).toBe(404);
    expect(await userRow(ben)).toEqual(benBefore);
    expect((await put('/update_email', { id: alice, email: 'not-an-email' })).json().message).toBe(PROFILE_MSG.emailInvalid);
    expect((await put('/update_email', { id: alice, email: '' })).json().message).toBe(PROFILE_MSG.emailRequired);
    const shortCode = await put('/update_email_verification', { id: alice, email: 'a@example.com', email_verification_code: '12' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().message).toBe(PROFILE_MSG.codeWrong);
  });
});

describe('GET /dev/outbox', () => {
  beforeAll(() => t.db.query('UPDATE users SET email_verification_attempts = 0, email_attempts_since = NULL WHERE id = $1', [alice]));

  it('lists the latest outbox messages without headers while the api runs with the Auth emulator', async () => {
    await put('/update_email', { id: alice, email: 'alice.dev@example.com' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=1' });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().data;
    expect(latest).toMatchObject({
      channel: 'email',
      recipient: 'alice.dev@example.com',
      subject: PROFILE_MSG.codeSubject,
      status: 'pending',
      attempts: 0,
      error: null,
      sent_date: null,
    });
    expect(latest.body).toContain(await codeSentTo('alice.dev@example.com'));
  });

  it('shows each message’s delivery state: a failed attempt’s reason and when it is tried again, a sent one’s date', async () => {
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM notification_outbox ORDER BY id DESC LIMIT 1');
    await t.db.query(
      "UPDATE notification_outbox SET attempts = 1, error = 'SMTP 421 try later', next_attempt_at = now() + interval '5 seconds' WHERE id = $1",
      [row!.id],
    );
    let [latest] = (await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=1' })).json().data;
    expect(latest).toMatchObject({ status: 'pending', attempts: 1, error: 'SMTP 421 try later' });
    expect(Date.parse(latest.next_attempt_at)).toBeGreaterThan(Date.now());
    await t.db.query("UPDATE notification_outbox SET status = 'sent', attempts = 2, error = NULL, sent_date = now() WHERE id = $1", [
      row!.id,
    ]);
    [latest] = (await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=1' })).json().data;
    expect(latest).toMatchObject({ status: 'sent', attempts: 2, error: null, next_attempt_at: null });
    expect(latest.sent_date).toEqual(expect.any(String));
  });
});

describe('throttling the e-mail code (issue 8)', () => {
  let th: TestApp;
  let aliceToken: string;
  let benToken: string;
  let aliceId: string;
  let benId: string;
  beforeAll(async () => {
    th = await createTestApp();
    aliceToken = await th.tokenFor(PHONES.alice);
    benToken = await th.tokenFor(PHONES.ben);
    aliceId = (await th.user(PHONES.alice)).id;
    benId = (await th.user(PHONES.ben)).id;
  });
  afterAll(() => th.close());

  const ask = (email: string, as: 'alice' | 'ben' = 'alice') =>
    th.call({
      method: 'PUT',
      url: '/update_email',
      token: as === 'alice' ? aliceToken : benToken,
      payload: { id: as === 'alice' ? aliceId : benId, email },
    });
  const codesTo = async (email: string) =>
    Number((await th.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox WHERE recipient = $1', [email]))[0]!.n);
  /** As if the cooldown had passed. */
  const later = () => th.db.query("UPDATE users SET email_code_sent_at = now() - interval '2 minutes'");

  it('asks a user to wait before another code (429 with the wait), sending nothing', async () => {
    expect((await ask('wait@example.com')).statusCode).toBe(200);
    const again = await ask('wait@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^A code was sent a moment ago: try again in \d+ seconds$/);
    expect(await codesTo('wait@example.com')).toBe(1);
  });

  it('keeps the count of wrong codes across re-sent codes: five lock the change for a day', async () => {
    await later();
    expect((await ask('tries@example.com')).statusCode).toBe(200);
    const verify = (code: string) =>
      th.call({
        method: 'PUT',
        url: '/update_email_verification',
        token: aliceToken,
        payload: { id: aliceId, email: 'tries@example.com', email_verification_code: code },
      });
    for (let i = 1; i <= EMAIL_CODE_MAX_ATTEMPTS; i++)
      expect((await verify('000000')).statusCode).toBe(i < EMAIL_CODE_MAX_ATTEMPTS ? 400 : 429);
    await later();
    const resend = await ask('tries@example.com');
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toMatch(/^Too many wrong codes: try again in \d+ hours$/);
    // A day later the count is forgotten and a new code can be asked for.
    await th.db.query("UPDATE users SET email_attempts_since = now() - interval '25 hours' WHERE id = $1", [aliceId]);
    expect((await ask('tries@example.com')).statusCode).toBe(200);
    expect((await th.db.query<{ n: number }>('SELECT email_verification_attempts AS n FROM users WHERE id = $1', [aliceId]))[0]!.n).toBe(0);
  });

  it('caps the codes one address receives in an hour, whoever asks', async () => {
    await th.db.query('UPDATE users SET email_code_sent_at = NULL, email_verification_attempts = 0, email_attempts_since = NULL');
    const askAs = async (phone: string) => {
      const user = await th.user(phone);
      return th.call({
        method: 'PUT',
        url: '/update_email',
        token: await th.tokenFor(phone),
        payload: { id: user.id, email: 'target@example.com' },
      });
    };
    // Alice has used her five asks of 15 minutes above: others ask for the same address.
    for (const phone of [PHONES.ben, PHONES.ben, PHONES.ben, PHONES.ben, PHONES.pickupStaff]) {
      await later();
      const res = await askAs(phone);
      expect([phone, res.statusCode, res.json().message]).toEqual([phone, 200, MSG.updatedEmail]);
    }
    await later();
    const refused = await askAs(PHONES.dropoffStaff);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many codes were sent to this address: try again in \d+ minutes$/);
    expect(await codesTo('target@example.com')).toBe(5);
  });
});
