import fastifyMetrics from 'fastify-metrics';
import { appPlugin } from '../lib/plugin';

/** Outbox figures at most this old are reused by a scrape (two gauges, one query). */
const OUTBOX_READ_MS = 1_000;

/**
 * Prometheus metrics at /metrics with fastify-metrics (prom-client): the process's own (memory,
 * event-loop delay, GC), request durations by method, route and status (a histogram; its timers are
 * two hooks with hrtime), the database pool (connections in use, calls waiting for one), the outbox
 * (messages pending and the age of the oldest; read at scrape time, never per call) and the
 * throttles' refusals by route. Each replica answers for itself: Prometheus scrapes every one; the
 * load balancer keeps /metrics from the outside (deploy/haproxy.cfg).
 */
export const metricsPlugin = appPlugin('fcs-metrics', async (app) => {
  await app.register(fastifyMetrics, {
    endpoint: '/metrics',
    // Tests build several apps in one process: each starts from an empty default registry.
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: ['/metrics', '/health', '/ready'],
      overrides: {
        histogram: { name: 'http_request_duration_seconds', buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15] },
      },
    },
  });
  const { client } = app.metrics;

  new client.Gauge({
    name: 'fcs_db_pool_connections_in_use',
    help: 'Database connections lent to calls now (PostgreSQL; 0 on PGlite)',
    collect() {
      const s = app.db.poolStats?.();
      this.set(s ? s.total - s.idle : 0);
    },
  });
  new client.Gauge({
    name: 'fcs_db_pool_waiting',
    help: 'Calls waiting for a database connection now',
    collect() {
      this.set(app.db.poolStats?.().waiting ?? 0);
    },
  });

  let outbox: { at: number; read: Promise<{ pending: number; oldest: number }> } | null = null;
  const readOutbox = () => {
    if (!outbox || Date.now() - outbox.at > OUTBOX_READ_MS) {
      const read = app.db
        .query<{ pending: number; oldest: number | null }>(
          `SELECT count(*)::int AS pending, coalesce(extract(epoch FROM now() - min(created)), 0)::float8 AS oldest
             FROM notification_outbox WHERE status IN ('pending', 'sending')`,
        )
        .then(([r]) => ({ pending: Number(r?.pending ?? 0), oldest: Number(r?.oldest ?? 0) }))
        // The database is away: the gauges say so by their absence of a value, not by failing the scrape.
        .catch(() => ({ pending: Number.NaN, oldest: Number.NaN }));
      outbox = { at: Date.now(), read };
    }
    return outbox.read;
  };
  new client.Gauge({
    name: 'fcs_outbox_pending',
    help: 'Notification outbox messages not yet sent (pending or being sent)',
    async collect() {
      this.set((await readOutbox()).pending);
    },
  });
  new client.Gauge({
    name: 'fcs_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message not yet sent (0 when none)',
    async collect() {
      this.set((await readOutbox()).oldest);
    },
  });

  const refused = new client.Counter({
    name: 'fcs_throttle_refusals_total',
    help: 'Calls refused with 429 by a throttle',
    labelNames: ['route'],
  });
  app.decorate('throttleRefused', (route: string) => refused.inc({ route }));
});
