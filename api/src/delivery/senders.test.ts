import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadDeliveryConfig } from '../config';
import { devSmsProvider, httpSmsProvider, sendersFromConfig } from './senders';

/** A provider endpoint on loopback that answers what the test says and remembers each request. */
async function fakeProvider(answers: { status: number; body: string }[]) {
  const seen: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: JSON.parse(raw) });
      const answer = answers.shift() ?? { status: 200, body: '{}' };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, seen, close: () => new Promise((r) => server.close(r)) };
}

describe('the http SMS provider', () => {
  it('posts the message with its idempotency key and the token, and keeps the provider id', async () => {
    const p = await fakeProvider([{ status: 201, body: '{"id":"msg-1","status":"queued"}' }]);
    try {
      const provider = httpSmsProvider(p.url, 'secret', '+17325550148');
      const receipt = await provider.send({ to: '+15550100001', text: 'hello', idempotencyKey: 'k-1' });
      expect(receipt).toEqual({ providerId: 'msg-1', status: 'queued' });
      expect(p.seen[0]!.headers['idempotency-key']).toBe('k-1');
      expect(p.seen[0]!.headers.authorization).toBe('Bearer secret');
      expect(p.seen[0]!.body).toEqual({ from: '+17325550148', to: '+15550100001', text: 'hello', idempotency_key: 'k-1' });
    } finally {
      await p.close();
    }
  });

  it('fails with the status and the answer when the provider refuses', async () => {
    const p = await fakeProvider([{ status: 503, body: 'carrier down' }]);
    try {
      await expect(httpSmsProvider(p.url, null, 'FCS').send({ to: '+1', text: 'x', idempotencyKey: 'k' })).rejects.toThrow(
        'SMS provider answered 503: carrier down',
      );
    } finally {
      await p.close();
    }
  });
});

describe('the development SMS provider', () => {
  it('records instead of sending, once per idempotency key', async () => {
    const logged: object[] = [];
    const dev = devSmsProvider('+17325550148', (e) => logged.push(e));
    await dev.send({ to: '+15550100001', text: 'a', idempotencyKey: 'k' });
    await dev.send({ to: '+15550100001', text: 'a', idempotencyKey: 'k' });
    expect(dev.sent.size).toBe(1);
    expect(logged).toHaveLength(1);
  });
});

describe('delivery configuration from the environment', () => {
  it('takes SMTP_URL, or SMTP_HOST and its parts; none: e-mail waits', () => {
    expect(loadDeliveryConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }, true).smtp).toBe('smtp://127.0.0.1:2525');
    expect(loadDeliveryConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASS: 'p' }, false).smtp).toEqual({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    });
    expect(loadDeliveryConfig({}, false).smtp).toBeNull();
  });

  it('uses the development SMS provider with the Auth emulator and none in production unless told', () => {
    expect(loadDeliveryConfig({}, true).smsProvider).toBe('dev');
    expect(loadDeliveryConfig({}, false).smsProvider).toBe('none');
    expect(loadDeliveryConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com' }, false).smsProvider).toBe('http');
    const { email, sms } = sendersFromConfig(loadDeliveryConfig({}, false), () => {});
    expect([email, sms]).toEqual([null, null]);
    expect(loadDeliveryConfig({ DELIVERY_WORKER: 'off' }, true).worker).toBe(false);
  });
});
