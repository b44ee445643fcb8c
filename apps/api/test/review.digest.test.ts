// @database: jobs and the outbox claimed by several workers (SKIP LOCKED, the job queue); run on PostgreSQL too (vitest.config.ts).
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { digestsSent, emailOutbox } from '../src/db/schema';
import { clubs } from '../src/db/schema-clubs';
import { digestMomentOf } from '../src/modules/mail/digests';
import { addSwissDays, swissDayTime, swissIsoDay } from '../src/platform/swiss-dates';
import { createClub } from '../src/seed/factories';
import { useTestApp } from './helpers';
import { advance } from './subscriptions.helpers';

/* Issue 47: the operator's daily digest of registrations waiting longer than 24 hours, on the platform clock. */

const t = useTestApp();
const HOUR = 3_600_000;
const base = {
  email: 'club@example.ch',
  address1: 'Bahnhofstrasse 1',
  postalCode: '3000',
  city: 'Bern',
  contactNumber: '+41311234567',
};

async function moveTo(at: Date) {
  const moved = await t.post('/dev/clock', { to: at.toISOString() });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

async function clockNow(): Promise<Date> {
  return new Date((await t.get('/dev/clock')).body.now as string);
}

const digests = () =>
  t.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.template, 'reviewQueueDigest'), eq(emailOutbox.toAddress, t.config.OPERATOR_EMAIL)),
    )
    // In the order they were written: PostgreSQL returns rows in no fixed order (a delivered mail's row is
    // rewritten), which made the third digest come second once on CI (3c9a72a).
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));

describe('the review queue digest', () => {
  it('mails the operator each morning while registrations wait longer than 24 hours, once a day, and stops when none does', async () => {
    // From noon of the next Swiss day, whatever the time the test runs at.
    const moved = await t.post('/dev/clock', {
      to: new Date(
        digestMomentOf(addSwissDays(swissIsoDay(await clockNow()), 1)).getTime() + 5 * HOUR,
      ).toISOString(),
    });
    expect(moved.status).toBe(200);
    const now = await clockNow();
    const { club: waiting } = await createClub(t.db, {
      ...base,
      name: 'FC Wartend',
      shortName: 'fc-wartend',
      status: 'pending',
    });
    const { club: fresh } = await createClub(t.db, {
      ...base,
      name: 'FC Frisch',
      shortName: 'fc-frisch',
      status: 'pending',
    });
    await createClub(t.db, { ...base, name: 'FC Unfertig', shortName: 'fc-unfertig', status: 'pending' });
    await t.db
      .update(clubs)
      .set({ submittedAt: new Date(now.getTime() - 30 * HOUR) })
      .where(eq(clubs.id, waiting.id));
    await t.db
      .update(clubs)
      .set({ submittedAt: new Date(now.getTime() - HOUR) })
      .where(eq(clubs.id, fresh.id));

    const minuteLater = async () => {
      const moved = await t.post('/dev/clock', {
        to: new Date((await clockNow()).getTime() + 60_000).toISOString(),
      });
      expect(moved.status).toBe(200);
    };
    const days = async () =>
      (await t.db.select().from(digestsSent).orderBy(asc(digestsSent.day))).map((row) => row.day);
    const today = swissIsoDay(now);

    // Past 07:00 with a registration waiting 30 hours: today's digest goes out at the jobs' next run, with it only.
    await minuteLater();
    const [mail, ...none] = await digests();
    expect(none).toEqual([]);
    expect(mail).toMatchObject({
      language: 'de',
      subject: 'Prüfung: 1 Registrierung wartet länger als 24 Stunden',
    });
    expect(mail?.text).toContain(
      `- FC Wartend, Bern: seit ${swissDayTime(new Date(now.getTime() - 30 * HOUR))}`,
    );
    expect(mail?.text).not.toContain('FC Frisch');
    expect(mail?.text).not.toContain('FC Unfertig');
    expect(mail?.text).toContain('/admin?tab=pending');
    expect(await days()).toEqual([today]);

    // The jobs again the same day: nothing more.
    await minuteLater();
    expect(await digests()).toHaveLength(1);

    // The next morning at 07:00: FC Frisch has waited 20 hours, not yet listed.
    await moveTo(digestMomentOf(addSwissDays(today, 1)));
    const second = await digests();
    expect(second).toHaveLength(2);
    expect(second[1]?.text).not.toContain('FC Frisch');
    expect(await days()).toEqual([today, addSwissDays(today, 1)]);
    const [, sent] = await t.db.select().from(digestsSent).orderBy(asc(digestsSent.day));
    expect(swissDayTime(sent!.sentAt).slice(-5)).toBe('07:00');

    // The morning after: both.
    await advance(t, 1);
    const third = await digests();
    expect(third).toHaveLength(3);
    expect(third[2]?.subject).toBe('Prüfung: 2 Registrierungen warten länger als 24 Stunden');
    expect(third[2]?.text).toContain('FC Frisch');

    // Reviewed: no digest any more.
    await t.db.update(clubs).set({ status: 'approved' }).where(eq(clubs.status, 'pending'));
    await advance(t, 3);
    expect(await digests()).toHaveLength(3);
  });
});
