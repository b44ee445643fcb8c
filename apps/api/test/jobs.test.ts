// @database: jobs and the outbox claimed by several workers (SKIP LOCKED, the job queue); run on PostgreSQL too (vitest.config.ts).
import { hostname } from 'node:os';
import { JOB_NAMES, MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { jobRuns } from '../src/db/schema-jobs';
import { sandboxIntents } from '../src/db/schema-payments';
import { createOperator } from '../src/modules/admin/operators';
import { markInterruptedRuns, runJob } from '../src/modules/jobs/service';
import { besideApp, useTestApp } from './helpers';
import { card, club, donationsOf, donor, ledgerSum, product } from './payments.helpers';

const DAY_MS = 86_400_000;
const PROCESSING_CARD = '4000 0000 0000 9110';

const t = useTestApp();
let operatorToken: string;
let supporterToken: string;

beforeAll(async () => {
  const operator = await donor(t, 'operator');
  await createOperator(t.db, { email: operator.email });
  operatorToken = operator.token;
  supporterToken = (await donor(t, 'supporter')).token;
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('/dev/clock', () => {
  it('answers the platform time, moves it forward by days, and never backwards', async () => {
    const before = await t.get('/dev/clock');
    expect(before.status).toBe(200);
    const start = Date.parse(before.body.now);
    expect(start).toBeGreaterThanOrEqual(Date.now() - 1000);

    const moved = await t.post('/dev/clock', { advanceDays: 30 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = Date.parse(moved.body.now);
    expect(after - start).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(after - start).toBeLessThan(30 * DAY_MS + 60_000);
    expect(Array.isArray(moved.body.ran)).toBe(true);
    expect(Date.parse((await t.get('/dev/clock')).body.now)).toBeGreaterThanOrEqual(after);
    // The services read the same clock.
    expect(t.app.clock.now().getTime()).toBeGreaterThanOrEqual(after);

    const target = new Date(after + 2 * DAY_MS).toISOString();
    const to = await t.post('/dev/clock', { to: target });
    expect(to.status).toBe(200);
    expect(Date.parse(to.body.now)).toBeGreaterThanOrEqual(Date.parse(target));

    const back = await t.post('/dev/clock', { to: new Date(after).toISOString() });
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({ code: 'validation', message: MESSAGES.clockBackwards });
    expect(Date.parse((await t.get('/dev/clock')).body.now)).toBeGreaterThanOrEqual(Date.parse(target));
  });

  it('keeps its time across a restart of the app (the offset is stored)', async () => {
    const now = Date.parse((await t.get('/dev/clock')).body.now);
    await besideApp(t, {}, async (again) => {
      expect(again.app.clock.now().getTime()).toBeGreaterThanOrEqual(now - 1000);
    });
  });

  it('refuses a move without days or date, with both, or out of range, with the message', async () => {
    for (const body of [{}, { advanceDays: 1, to: new Date().toISOString() }]) {
      const answer = await t.post('/dev/clock', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.clockMoveRequired);
    }
    for (const body of [
      { advanceDays: 0 },
      { advanceDays: 3651 },
      { advanceDays: 1.5 },
      { to: 'tomorrow' },
    ]) {
      expect((await t.post('/dev/clock', body)).status).toBe(400);
    }
  });

  it('never answers 500 to generated bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const answer = await t.post('/dev/clock', body);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('runs the jobs that fall due and answers what they did: a pending mail is delivered', async () => {
    await t.db.insert(emailOutbox).values({
      toAddress: 'clock@tifo.test',
      template: 'contact',
      language: 'de',
      subject: 'Waiting',
      html: '<p>x</p>',
      text: 'x',
    });
    const moved = await t.post('/dev/clock', { advanceDays: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body.ran).toContainEqual({ job: 'mail-delivery', count: 1 });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'clock@tifo.test'));
    expect(mail?.status).not.toBe('pending');
  });

  it('reconciles a card payment the provider decided late, once, with its ledger rows', async () => {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const pm = await card(t, person.token, PROCESSING_CARD);
    const paid = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 20, paymentMethodId: pm },
      person.token,
    );
    expect(paid.status).toBe(202);
    await t.db
      .update(sandboxIntents)
      .set({ status: 'succeeded' })
      .where(eq(sandboxIntents.id, paid.body.paymentIntentId));

    const moved = await t.post('/dev/clock', { advanceDays: 1 });
    expect(moved.body.ran).toContainEqual({ job: 'payment-reconciliation', count: 1 });
    const [donation] = await donationsOf(t, open.id);
    expect(donation?.status).toBe('succeeded');
    const again = await t.post('/dev/clock', { advanceDays: 1 });
    expect(
      again.body.ran.find((row: { job: string }) => row.job === 'payment-reconciliation'),
    ).toBeUndefined();
    expect(await donationsOf(t, open.id)).toHaveLength(1);
    expect(await ledgerSum(t)).toBe(0);
  });
});

describe('the operator’s Jobs view', () => {
  it('lists every job with its schedule, last run (what started it), next run and run counts', async () => {
    await t.post('/dev/clock', { advanceDays: 1 });
    const answer = await t.get('/api/admin/jobs', operatorToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.jobs.map((job: { name: string }) => job.name)).toEqual([...JOB_NAMES]);
    const mail = answer.body.jobs.find((job: { name: string }) => job.name === 'mail-delivery');
    expect(mail).toMatchObject({ schedule: '* * * * *', lastRun: { status: 'succeeded', trigger: 'clock' } });
    expect(mail.runs).toBeGreaterThan(0);
    const now = Date.parse(answer.body.now);
    const next = Date.parse(mail.nextRun);
    expect(next).toBeGreaterThan(now);
    expect(next - now).toBeLessThanOrEqual(60_000);
    const reconcile = answer.body.jobs.find((job: { name: string }) => job.name === 'payment-reconciliation');
    expect(reconcile.schedule).toBe('*/5 * * * *');
    expect(new Date(reconcile.nextRun).getUTCMinutes() % 5).toBe(0);
  });

  it('shows a failed run with its error among the failures', async () => {
    const failing = {
      name: 'twint-reconciliation' as const,
      cron: '*/5 * * * *',
      run: async () => {
        throw new Error('Datatrans answered 502');
      },
    };
    await expect(
      runJob({ db: t.db, clock: t.app.clock, log: t.app.log }, failing, 'operator'),
    ).rejects.toThrow('Datatrans answered 502');
    const answer = await t.get('/api/admin/jobs', operatorToken);
    const twint = answer.body.jobs.find((job: { name: string }) => job.name === 'twint-reconciliation');
    expect(twint.lastRun).toMatchObject({
      status: 'failed',
      error: 'Datatrans answered 502',
      trigger: 'operator',
    });
    expect(twint.failedRuns).toBeGreaterThanOrEqual(1);
    expect(twint.failures[0]).toMatchObject({ status: 'failed', error: 'Datatrans answered 502' });
  });

  it('is for the operator only', async () => {
    expect((await t.get('/api/admin/jobs')).status).toBe(401);
    expect((await t.get('/api/admin/jobs', supporterToken)).status).toBe(403);
    expect((await t.post('/api/admin/jobs/run', { name: 'mail-delivery' }, supporterToken)).status).toBe(403);
  });

  it('refuses an unknown job and says when no scheduler runs in the process', async () => {
    const unknown = await t.post('/api/admin/jobs/run', { name: 'payouts' }, operatorToken);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.jobUnknown);
    const notRunning = await t.post('/api/admin/jobs/run', { name: 'mail-delivery' }, operatorToken);
    expect(notRunning.status).toBe(503);
    expect(notRunning.body.message).toBe(MESSAGES.jobsNotRunning);
  });
});

describe('the scheduler (pg-boss on the app’s database)', () => {
  it('runs a job the operator asks for, in the background, and records it', async () => {
    await t.app.scheduler.start();
    try {
      const before = await t.db.select().from(jobRuns).where(eq(jobRuns.trigger, 'operator'));
      const queued = await t.post('/api/admin/jobs/run', { name: 'mail-delivery' }, operatorToken);
      expect(queued.status).toBe(202);
      expect(queued.body.message).toBe(MESSAGES.jobQueued);
      const runs = await until(
        () => t.db.select().from(jobRuns).where(eq(jobRuns.trigger, 'operator')),
        (rows) =>
          rows.filter((row) => row.name === 'mail-delivery' && row.status === 'succeeded').length >
          before.filter((row) => row.name === 'mail-delivery').length,
      );
      expect(runs.some((row) => row.name === 'mail-delivery' && row.status === 'succeeded')).toBe(true);
    } finally {
      await t.app.scheduler.stop();
    }
  });

  it('never puts a job’s statements inside a request’s open transaction', async () => {
    await t.app.scheduler.start();
    try {
      const marker = `tx-${Date.now()}`;
      let queuedId: string | undefined;
      // A request's transaction is open (and later rolled back) while the operator queues a job.
      await expect(
        t.db.transaction(async (tx) => {
          await tx.insert(emailOutbox).values({
            toAddress: `${marker}@tifo.test`,
            template: 'contact',
            language: 'de',
            subject: marker,
            html: '<p>x</p>',
            text: 'x',
          });
          const queue = t.app.scheduler.runNow('twint-reconciliation').then((id) => {
            queuedId = id;
          });
          await new Promise((resolve) => setTimeout(resolve, 300));
          void queue;
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      // The transaction's row is gone; the job it raced with was queued on its own and ran.
      const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, marker));
      expect(rows).toHaveLength(0);
      await until(
        async () => queuedId,
        (id) => typeof id === 'string' && id.length > 0,
      );
      const { rows: jobs } = await t.database.pool.query('SELECT state FROM pgboss.job WHERE id = $1', [
        queuedId,
      ]);
      expect(jobs).toHaveLength(1);
      await until(
        () => t.db.select().from(jobRuns).where(eq(jobRuns.name, 'twint-reconciliation')),
        (runs) => runs.some((run) => run.trigger === 'operator' && run.status === 'succeeded'),
      );
    } finally {
      await t.app.scheduler.stop();
    }
  });
});

describe('a run cut off by a stopped process', () => {
  it("is marked interrupted at this machine's next start, and the Jobs view says so; another machine's stays", async () => {
    const cut = new Date(t.app.clock.now().getTime() + 60_000);
    const [mine] = await t.db
      .insert(jobRuns)
      .values({ name: 'mail-delivery', trigger: 'schedule', startedAt: cut, host: hostname() })
      .returning();
    const [theirs] = await t.db
      .insert(jobRuns)
      .values({ name: 'reconcile-payments', trigger: 'schedule', startedAt: cut, host: 'another-machine' })
      .returning();
    expect(await markInterruptedRuns(t.db, new Date())).toBe(1);
    const [after] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, mine!.id));
    expect(after).toMatchObject({ status: 'interrupted', finishedAt: expect.any(Date) });
    const [other] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, theirs!.id));
    expect(other?.status).toBe('running');
    const view = await t.get('/api/admin/jobs', operatorToken);
    const job = view.body.jobs.find((entry: { name: string }) => entry.name === 'mail-delivery');
    expect(job.lastRun).toMatchObject({ status: 'interrupted' });
    await t.db.delete(jobRuns).where(eq(jobRuns.id, theirs!.id));
  });
});
