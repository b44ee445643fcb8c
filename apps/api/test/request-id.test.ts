import { MESSAGES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { errorAnswer, startTestApp } from './helpers';

// Every request has an id unique across processes (issue 17): every answer names it, every log line of the
// request carries it, and a 5xx body gives it to quote to support.

describe('request ids', () => {
  it('names each answer, and a server error gives the id its log lines carry', async () => {
    const t = await startTestApp();
    const first = await t.app.inject({ url: '/api/health' });
    const second = await t.app.inject({ url: '/api/health' });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);

    // The database's pool gone: the next call fails in a way nobody planned for (500).
    await t.database.pool.end();
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/clubs/all',
      payload: { pageId: 0, pageSize: 9 },
    });
    expect(failed.statusCode).toBe(500);
    const id = String(failed.headers['x-request-id']);
    expect(failed.json()).toEqual({ ...errorAnswer('internal', 'status500'), requestId: id });
    expect(failed.json().message).toBe(MESSAGES.status500);
    const lines = t.logs
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.includes(id))
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { stack?: string } });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.reqId).toBe(id);
    expect(lines.some((line) => line.msg === 'unhandled error')).toBe(true);
    expect(failed.body).not.toContain('stack');
    await t.close().catch(() => undefined);
  });
});
