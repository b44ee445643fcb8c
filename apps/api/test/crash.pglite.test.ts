import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-data';
import { startApiProcess } from './support/api-process';

/*
 * Issue 17: the embedded database survives the machine dying mid-write. `main.ts` on PGlite with the demo data
 * takes donations from three donors at once and is killed with -9 while they are being written; started again
 * on the same folder it opens, the ledger balances, and every donation the API acknowledged is there with its
 * ledger rows (those in flight are booked completely or not at all).
 */

const outputs = new Map<ChildProcess, string>();
const running = new Set<ChildProcess>();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tifo-crash-'));
const track = (child: ChildProcess) => {
  running.add(child);
  child.once('exit', () => running.delete(child));
};

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(url: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the fields it asserts on
  return { status: response.status, body: (await response.json()) as any };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('the embedded database and kill -9', () => {
  it('opens again after a kill mid-write: the ledger balances and no acknowledged donation is missing', {
    timeout: 420_000,
  }, async () => {
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' };
    const first = await startApiProcess(env, outputs, { startTimeoutMs: 240_000, track });
    const supporter = DEMO_ACCOUNTS.find((account) => account.key === 'supporter')!;
    const login = await post(first.url, '/users/login', { email: supporter.email, password: DEMO_PASSWORD });
    expect(login.status, outputs.get(first.child)).toBe(200);
    const token = login.body.token as string;
    const club = await post(first.url, '/clubs/details', { shortName: 'fc-seefeld-zurich' });
    const products = await post(first.url, '/products/filter', { clubId: club.body.id });
    const open = (products.body as { id: string; productType: string }[]).find(
      (p) => p.productType === 'open',
    )!;

    const acknowledged: string[] = [];
    let killed = false;
    const donor = async (lane: number) => {
      for (let i = 0; !killed; i += 1) {
        try {
          const card = await post(
            first.url,
            '/payments/sandbox/payment-methods',
            { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Nina Keller' },
            token,
          );
          const paid = await post(
            first.url,
            '/payments/pay',
            {
              productId: open.id,
              amount: 5 + lane,
              paymentMethodId: card.body.id,
              idempotencyKey: `crash-${lane}-${i}`,
            },
            token,
          );
          if (paid.body.status === 'succeeded') acknowledged.push(paid.body.donationId);
        } catch {
          return; // the process died under this request: it was never acknowledged
        }
      }
    };
    const donors = [0, 1, 2].map(donor);
    while (acknowledged.length < 9) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    first.child.kill('SIGKILL');
    await exited(first.child);
    await Promise.all(donors);
    const acknowledgedAtKill = [...acknowledged];

    // Started again on the same folder: it opens (PostgreSQL's recovery inside PGlite) and answers.
    const second = await startApiProcess(env, outputs, { startTimeoutMs: 240_000, track });
    const again = await post(second.url, '/users/login', { email: supporter.email, password: DEMO_PASSWORD });
    expect(again.status, outputs.get(second.child)).toBe(200);
    const gifts = await post(
      second.url,
      '/donations/user-club',
      { userId: again.body.userId, clubId: club.body.id },
      again.body.token,
    );
    expect(gifts.status).toBe(200);
    const listed = new Set((gifts.body.content as { id: string }[]).map((gift) => gift.id));
    for (const id of acknowledgedAtKill) expect(listed, `acknowledged donation ${id}`).toContain(id);
    second.child.kill('SIGTERM');
    await exited(second.child);

    // The folder itself: the ledger balances, and each acknowledged donation is booked with its ledger rows.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const balance = await database.db.execute<{ total: string }>(
        sql`select coalesce(sum(amount_rappen), 0)::text as total from ledger_entries`,
      );
      expect(balance.rows[0]?.total).toBe('0');
      const booked = await database.db.execute<{ id: string; status: string; entries: number }>(sql`
        select d.id, d.status, (select count(*)::int from ledger_entries e where e.donation_id = d.id) as entries
        from donations d where d.id in (${sql.join(
          acknowledgedAtKill.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      expect(booked.rows).toHaveLength(acknowledgedAtKill.length);
      for (const row of booked.rows) {
        expect(row.status, row.id).toBe('succeeded');
        expect(row.entries, row.id).toBeGreaterThan(0);
      }
      // No donation half-booked: every succeeded donation has ledger rows.
      const unbooked = await database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from donations d
        where d.status = 'succeeded' and not exists (select 1 from ledger_entries e where e.donation_id = d.id)`);
      expect(unbooked.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('a kill during a /dev/clock move: the clock never goes back before a time whose jobs ran, and the cut-off run is marked interrupted', {
    timeout: 300_000,
  }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tifo-crash-clock-'));
    try {
      const env = { DATABASE_URL: '', DATA_DIR: dir };
      const first = await startApiProcess(env, outputs, { startTimeoutMs: 120_000, track });
      const clockOf = async (url: string) => {
        const response = await fetch(`${url}/dev/clock`, { signal: AbortSignal.timeout(30_000) });
        return Date.parse(((await response.json()) as { now: string }).now);
      };
      const start = await clockOf(first.url);
      // Two years ahead: a stop every few days, every job run at each (issue 45's crash test).
      void fetch(`${first.url}/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceDays: 730 }),
      }).catch(() => undefined);
      // Killed once the move is well under way (at least 60 days on).
      const deadline = Date.now() + 120_000;
      while ((await clockOf(first.url)) < start + 60 * 86_400_000 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = await startApiProcess(env, outputs, { startTimeoutMs: 120_000, track });
      const restarted = await clockOf(second.url);
      second.child.kill('SIGTERM');
      await exited(second.child);

      const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
      try {
        const runs = await database.db.execute<{ latest: string | null; running: number; total: number }>(sql`
          select max(started_at)::text as latest, count(*) filter (where status = 'running')::int as running,
            count(*)::int as total
          from job_runs where trigger = 'clock'`);
        const row = runs.rows[0]!;
        expect(row.total, outputs.get(first.child)).toBeGreaterThan(0);
        // Every run the move made happened at a time the restarted clock has reached.
        expect(restarted).toBeGreaterThanOrEqual(Date.parse(row.latest!));
        expect(restarted).toBeGreaterThan(start + 60 * 86_400_000 - 86_400_000 * 30);
        // None left 'running' for ever: the run the kill cut off (if one was under way) is marked.
        expect(row.running).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
