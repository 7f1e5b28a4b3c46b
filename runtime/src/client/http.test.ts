import type { AxiosAdapter } from 'axios';
import { configureClient, request, toFailure } from './http';

describe('toFailure: every failure becomes {status, message}', () => {
  it("keeps the server's message and status of an axios error, even from another axios instance", () => {
    // a plain object flagged as axios errors are: what a second copy of axios in a bundle produces
    const e = {
      isAxiosError: true,
      status: 409,
      message: 'Request failed with status code 409',
      response: { status: 409, data: { status: 'Error', message: 'This pickup can no longer be changed: it is confirmed' } },
    };
    expect(toFailure(e)).toEqual({ status: 409, message: 'This pickup can no longer be changed: it is confirmed' });
  });

  it('uses the network error text when there is no answer', () => {
    expect(toFailure({ isAxiosError: true, message: 'Network Error' })).toEqual({ status: 0, message: 'Network Error' });
  });

  it('passes a failure through and wraps anything else', () => {
    expect(toFailure({ status: 401, message: 'Unknown project' })).toEqual({ status: 401, message: 'Unknown project' });
    expect(toFailure(new Error('boom'))).toEqual({ status: 0, message: 'boom' });
  });
});

describe('request: Token and Project-ID', () => {
  // The adapter answers in place of the network and records what axios would have sent.
  const sent: Record<string, unknown>[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push({ ...config.headers });
    return { data: { status: 'Ok', message: '', data: [] }, status: 200, statusText: 'OK', headers: {}, config };
  };
  beforeEach(() => (sent.length = 0));

  it('sends a public read without a token when the host has none, and any other call not at all', async () => {
    configureClient({ apiUrl: 'http://api', reportUrl: 'http://api/api', projectId: 'p1', getToken: async () => null });
    await expect(request('main', { url: '/track/X', publicRead: true, adapter })).resolves.toEqual([]);
    expect(sent[0]).toMatchObject({ 'Project-ID': 'p1' });
    expect(sent[0]).not.toHaveProperty('Token');
    await expect(request('main', { url: '/me', adapter })).rejects.toEqual({
      status: 401,
      message: 'Please wait for sign-in to finish and try again',
    });
    expect(sent).toHaveLength(1);
  });

  it('sends the token whenever there is one, public read or not', async () => {
    const asked: (boolean | undefined)[] = [];
    configureClient({
      apiUrl: 'http://api',
      reportUrl: 'http://api/api',
      projectId: 'p1',
      getToken: async (publicRead) => (asked.push(publicRead), 'tok'),
    });
    await request('main', { url: '/track/X', publicRead: true, adapter });
    await request('main', { url: '/me', adapter });
    expect(asked).toEqual([true, undefined]);
    expect(sent.map((h) => h.Token)).toEqual(['tok', 'tok']);
  });
});

describe('request: the host hears every failure', () => {
  it('tells onFailure the failure before the caller gets it (the shell learns a disabled account, issue 23.3)', async () => {
    const heard: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      const data = { status: 'Error', message: 'Your account is disabled: ask us to enable it again' };
      throw Object.assign(new Error('Request failed with status code 403'), {
        isAxiosError: true,
        config,
        response: { status: 403, data },
      });
    };
    configureClient({
      apiUrl: 'http://api',
      reportUrl: 'http://api/api',
      projectId: 'p1',
      getToken: async () => 't',
      onFailure: (f) => heard.push(f),
    });
    const refused = { status: 403, message: 'Your account is disabled: ask us to enable it again' };
    await expect(request('main', { url: '/me', adapter })).rejects.toEqual(refused);
    expect(heard).toEqual([refused]);
  });
});

describe('request: Idempotency-Key on every write, the same one on its retries', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const sent: { method?: string; key?: unknown }[] = [];
  /** Answers in turn: a number is that HTTP failure, 0 no answer at all, 'ok' success. */
  const answering =
    (...answers: (number | 'ok')[]): AxiosAdapter =>
    async (config) => {
      sent.push({ method: config.method, key: config.headers['Idempotency-Key'] });
      const next = answers.shift() ?? 'ok';
      if (next === 'ok') return { data: { status: 'Ok', message: '', data: 1 }, status: 200, statusText: 'OK', headers: {}, config };
      throw Object.assign(new Error(next ? `Request failed with status code ${next}` : 'Network Error'), {
        isAxiosError: true,
        config,
        ...(next ? { response: { status: next, data: { status: 'Error', message: `failed ${next}` } } } : {}),
      });
    };
  beforeEach(() => {
    sent.length = 0;
    jest.useFakeTimers({ advanceTimers: true });
    configureClient({ apiUrl: 'http://api', reportUrl: 'http://api/api', projectId: 'p1', getToken: async () => 't' });
  });
  afterEach(() => jest.useRealTimers());

  it('sends a fresh key with each write and none with a read', async () => {
    const adapter = answering();
    await request('main', { method: 'POST', url: '/invoices', data: {}, adapter });
    await request('main', { method: 'PUT', url: '/invoices/status', data: {}, adapter });
    await request('main', { method: 'DELETE', url: '/delivery_address', data: {}, adapter });
    await request('main', { method: 'GET', url: '/me', adapter });
    const [a, b, c, read] = sent;
    for (const w of [a, b, c]) expect(w!.key).toMatch(UUID);
    expect(new Set([a!.key, b!.key, c!.key]).size).toBe(3);
    expect(read!.key).toBeUndefined();
  });

  it('sends a write again with the same key after no answer, a 502 and a 503, then answers its result', async () => {
    await expect(request('main', { method: 'POST', url: '/invoices', data: {}, adapter: answering(0, 502, 'ok') })).resolves.toBe(1);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    sent.length = 0;
    await expect(request('main', { method: 'POST', url: '/invoices', data: {}, adapter: answering(503, 'ok') })).resolves.toBe(1);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toBe(sent[1]!.key);
  });

  it('gives up after two retries, and never retries an answer that says what happened (4xx, 504)', async () => {
    await expect(request('main', { method: 'POST', url: '/x', data: {}, adapter: answering(503, 503, 503, 'ok') })).rejects.toEqual({
      status: 503,
      message: 'failed 503',
    });
    expect(sent).toHaveLength(3);
    for (const code of [400, 409, 422, 504]) {
      sent.length = 0;
      await expect(request('main', { method: 'POST', url: '/x', data: {}, adapter: answering(code, 'ok') })).rejects.toMatchObject({
        status: code,
      });
      expect(sent).toHaveLength(1);
    }
  });

  it('uses the key it is given (an action queued and sent again later)', async () => {
    await request('main', { method: 'POST', url: '/x', data: {}, idempotencyKey: 'queued-1', adapter: answering() });
    expect(sent[0]!.key).toBe('queued-1');
  });
});
