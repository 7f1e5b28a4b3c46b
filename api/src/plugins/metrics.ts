import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { appPlugin } from '../lib/plugin';

/** Outbox figures at most this old are reused by a scrape (two gauges, one query). */
const OUTBOX_READ_MS = 1_000;

/**
 * Prometheus metrics with fastify-metrics (prom-client): the process's own (memory,
 * event-loop delay, GC), request durations by method, route and status (a histogram; its timers are
 * two hooks with hrtime), the database pool (connections in use, calls waiting for one), the outbox
 * (messages pending and the age of the oldest; read at scrape time, never per call) and the
 * throttles' refusals by route. Each replica answers for itself, on a port of its own
 * (serveMetrics): the public app has no /metrics route at all, so no spelling of it (%6detrics,
 * //metrics, /METRICS) reaches the figures through the load balancer.
 */
export const metricsPlugin = appPlugin('fcs-metrics', async (app) => {
  await app.register(fastifyMetrics, {
    endpoint: null,
    // Tests build several apps in one process: each starts from an empty default registry.
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: ['/health', '/ready'],
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

/**
 * GET /metrics, the Prometheus text of the app's registry, on its own listener (METRICS_PORT on
 * METRICS_HOST, the loopback by default): Prometheus scrapes each replica there; nothing else is
 * served on it (404). The caller closes it (server.ts, when it drains).
 */
export async function serveMetrics(app: FastifyInstance, where: { port: number; host: string }): Promise<Server & { url: string }> {
  const { register } = app.metrics.client;
  const server = createServer((req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    register.metrics().then(
      (text) =>
        res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? '' : text),
      (e: unknown) => {
        app.log.error({ err: e }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(server, { url: `http://${where.host.includes(':') ? `[${where.host}]` : where.host}:${port}/metrics` });
}
