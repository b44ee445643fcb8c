import { describe, expect, it } from 'vitest';
import { operator } from './dashboard.helpers';
import { signUp, useTestApp } from './helpers';

// GET /api/metrics in the Prometheus format (issue 17): for the operator logged in, or for a scraper with
// METRICS_TOKEN; nobody else.

const TOKEN = 'scrape-token-scrape-token-scrape-token';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

describe('GET /api/metrics', () => {
  it('gives requests by route and status, the pool, jobs, outbox and donations, and Node’s own', async () => {
    await t.get('/api/health');
    await t.post('/api/clubs/all', { pageId: 0, pageSize: 9 });
    const op = await operator(t);
    const answer = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${op.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toMatch(
      /tifo_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /tifo_http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/clubs\/all",status="200"\}/,
    );
    expect(text).toMatch(/tifo_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/tifo_db_pool_connections\{state="waiting"\} \d+/);
    expect(text).toMatch(/tifo_outbox_pending \d+/);
    expect(text).toMatch(/tifo_pdf_workers\{figure="queued"\} \d+/);
    expect(text).toMatch(/tifo_pdf_workers\{figure="rendered"\} \d+/);
    expect(text).toMatch(/tifo_job_runs\{status="failed"\} \d+/);
    expect(text).toMatch(/tifo_donations_booked \d+/);
    expect(text).toMatch(/tifo_node_nodejs_heap_size_used_bytes \d+/);
    expect(text).toMatch(/tifo_node_nodejs_eventloop_lag_seconds/);
  });

  it('answers the scrape token, and refuses anyone else', async () => {
    const scraped = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const user = await signUp(t);
    const forbidden = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
