import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';

/** Issue 20: Prometheus metrics at /metrics (fastify-metrics), for each replica to be scraped. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('times requests by route and status, and tells the pool, the outbox and the throttles', async () => {
  const token = await t.tokenFor(PHONES.alice);
  expect((await t.call({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
  expect((await t.call({ method: 'GET', url: '/packages/00000000-0000-4000-8000-000000000000', token })).statusCode).toBe(404);
  await t.db.query(
    "INSERT INTO notification_outbox (channel, recipient, body, created) VALUES ('sms', '+15550100001', 'x', now() - interval '90 seconds')",
  );
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  const text = res.body;
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
});

it('needs no headers, and is not itself timed', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toMatch(/route="\/metrics"/);
});
