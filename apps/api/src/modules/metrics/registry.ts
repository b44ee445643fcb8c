import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { pdfWorkerStats } from '../documents/render';
import { sessionGateStats } from '../sessions/live';

/*
 * What Tifo does, in the Prometheus format (issue 17): requests by route and status with their latency, the
 * database pool (connections, idle, waiting), the job queue's latest runs and failures, the outbox backlog, and
 * donations booked — plus Node's own (heap, event loop lag, CPU). One registry per app: tests build many.
 * Figures that live in the database are read when Prometheus scrapes, one small query each.
 */

/** Node's own figures, collected once per process (each collection starts an event-loop monitor). */
let processRegistry: Registry | undefined;
function nodeMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'tifo_node_' });
  }
  return processRegistry;
}

export function createMetrics(app: FastifyInstance, database: Database) {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'tifo_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/api/metrics') return;
    requests.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'tifo_db_pool_connections',
    help: 'Database pool: connections by state (total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { pool } = database;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'tifo_pdf_workers',
    help: 'PDF rendering on worker threads: threads running, PDFs waiting for one, PDFs rendered by this process',
    labelNames: ['figure'] as const,
    registers: [registry],
    collect() {
      const stats = pdfWorkerStats();
      this.set({ figure: 'threads' }, stats.threads);
      this.set({ figure: 'queued' }, stats.queued);
      this.set({ figure: 'rendered' }, stats.completed);
    },
  });
  new Gauge({
    name: 'tifo_sessions_remembered',
    help: 'Live sessions this process answers for from memory, and whether memory may answer (1) or every call asks the database (0)',
    labelNames: ['figure'] as const,
    registers: [registry],
    collect() {
      const stats = sessionGateStats(database.db);
      this.set({ figure: 'sessions' }, stats.remembered);
      this.set({ figure: 'trusted' }, stats.trusted ? 1 : 0);
    },
  });
  const count = async (statement: string) => {
    const { rows } = await database.pool.query<{ n: string }>(statement);
    return Number(rows[0]?.n ?? 0);
  };
  new Gauge({
    name: 'tifo_outbox_pending',
    help: 'E-mails waiting in the outbox to be delivered',
    registers: [registry],
    async collect() {
      this.set(await count("SELECT count(*) AS n FROM email_outbox WHERE status = 'pending'"));
    },
  });
  new Gauge({
    name: 'tifo_job_runs',
    help: 'Job runs of the last 24 hours by status (running, succeeded, failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await database.pool.query<{ status: string; n: string }>(
        "SELECT status, count(*) AS n FROM job_runs WHERE started_at > now() - interval '1 day' GROUP BY status",
      );
      this.reset();
      for (const status of ['running', 'succeeded', 'failed']) {
        this.set({ status }, Number(rows.find((row) => row.status === status)?.n ?? 0));
      }
    },
  });
  new Gauge({
    name: 'tifo_donations_booked',
    help: 'Donations booked (succeeded), all time',
    registers: [registry],
    async collect() {
      this.set(await count("SELECT count(*) AS n FROM donations WHERE status = 'succeeded'"));
    },
  });
  const unavailable = new Counter({
    name: 'tifo_database_unavailable_total',
    help: 'Requests answered 503 because the database was away',
    registers: [registry],
  });
  return {
    contentType: registry.contentType,
    /** The scrape: this app's figures and the process's. */
    text: () => Registry.merge([nodeMetrics(), registry]).metrics(),
    databaseUnavailable: () => unavailable.inc(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
