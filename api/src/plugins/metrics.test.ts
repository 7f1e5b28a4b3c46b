import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { METRICS_SPELLINGS } from '../test-support/metrics-spellings';
import { serveMetrics } from './metrics';

/**
 * Prometheus metrics (fastify-metrics), for each replica to be scraped on a port of its own
 * (METRICS_PORT): the public port has no /metrics in any spelling.
 */
let t: TestApp;
let metrics: Awaited<ReturnType<typeof serveMetrics>>;
beforeAll(async () => {
  t = await createTestApp();
  metrics = await serveMetrics(t.app, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  metrics.closeAllConnections();
  await new Promise((resolve) => metrics.close(resolve));
  await t.close();
});

/** A GET with the path sent exactly as written (no client normalises it). */
const rawGet = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });

it('times requests by route and status, and tells the pool, the outbox and the throttles, on the metrics port', async () => {
  const token = await t.tokenFor(PHONES.alice);
  expect((await t.call({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
  expect((await t.call({ method: 'GET', url: '/packages/00000000-0000-4000-8000-000000000000', token })).statusCode).toBe(404);
  await t.db.query(
    "INSERT INTO notification_outbox (channel, recipient, body, created) VALUES ('sms', '+15550100001', 'x', now() - interval '90 seconds')",
  );
  const res = await fetch(metrics.url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/me",status_code="200"\} 1/);
  expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/packages\/:id",status_code="404"\} 1/);
  expect(text).toMatch(/^fcs_db_pool_connections_in_use \d+$/m);
  expect(text).toMatch(/^fcs_db_pool_waiting \d+$/m);
  expect(text).toMatch(/^fcs_outbox_pending [1-9]\d*$/m);
  const oldest = Number(/^fcs_outbox_oldest_pending_seconds (\S+)$/m.exec(text)![1]);
  expect(oldest).toBeGreaterThanOrEqual(89);
  expect(text).toMatch(/# TYPE fcs_throttle_refusals_total counter/);
  // The process's own: memory and the event loop.
  expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  // Nothing else is served there.
  expect((await fetch(metrics.url.replace('/metrics', '/me'))).status).toBe(404);
});

it('answers 404 on the public port to every spelling of /metrics, over a real socket', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = t.app.server.address() as AddressInfo;
    const answers = await Promise.all(METRICS_SPELLINGS.map(async (p) => [p, (await rawGet(port, p)).status] as const));
    expect(answers.filter(([, status]) => status !== 404)).toEqual([]);
    for (const p of METRICS_SPELLINGS) expect((await rawGet(port, p)).body).not.toMatch(/process_resident_memory_bytes|# HELP/);
  } finally {
    await t.app.server.close();
  }
});
