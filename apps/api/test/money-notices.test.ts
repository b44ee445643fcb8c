import { MESSAGES } from '@tifo/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../src/db/schema';
import { digestMomentOf } from '../src/modules/mail/digests';
import { addSwissDays, swissIsoDay } from '../src/platform/swiss-dates';
import { donorWithCard, give, payoutClub } from './dashboard.helpers';
import { fieldTexts, useTestApp } from './helpers';
import { donor } from './payments.helpers';

/* Issue 47: club staff are told of money coming in as each chooses — every gift at once, a daily digest, never. */

const t = useTestApp();
const HOUR = 3_600_000;

const mails = (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    // In the order they were written (PostgreSQL keeps no row order; a delivered mail's row is rewritten).
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));

async function clockNow(): Promise<Date> {
  return new Date((await t.get('/dev/clock')).body.now as string);
}
async function moveTo(at: Date) {
  const moved = await t.post('/dev/clock', { to: at.toISOString() });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

describe('money notices of club staff', () => {
  it('default to a digest for admins and finance and to nothing for editors; each chooses for themselves', async () => {
    const people = await payoutClub(t);
    const stranger = await donor(t, 'kein-staff');
    const get = async (token: string) => (await t.get('/api/users/money-notices', token)).body;
    expect(await get(people.admin.token)).toEqual({ setting: 'digest', chosen: false, staff: true });
    expect(await get(people.finance.token)).toEqual({ setting: 'digest', chosen: false, staff: true });
    expect(await get(people.editor.token)).toEqual({ setting: 'never', chosen: false, staff: true });
    expect(await get(stranger.token)).toEqual({ setting: 'never', chosen: false, staff: false });

    const saved = await t.put('/api/users/money-notices', { setting: 'instant' }, people.editor.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ setting: 'instant', chosen: true, staff: true });
    expect(saved.body.message).toBe(MESSAGES.moneyNoticesSaved);
    expect(await get(people.editor.token)).toEqual({ setting: 'instant', chosen: true, staff: true });
    const refused = await t.put('/api/users/money-notices', { setting: 'hourly' }, people.editor.token);
    expect(refused.status).toBe(400);
    expect(fieldTexts(refused.body.fields)).toEqual({ setting: MESSAGES.moneyNoticesInvalid });
    expect((await t.get('/api/users/money-notices')).status).toBe(401);
    expect((await t.put('/api/users/money-notices', { setting: 'never' })).status).toBe(401);
  });

  it('mails every gift at once to who wants it, a morning digest since the last one to the others, naming donors only with consent', async () => {
    // From noon of the next Swiss day, whatever the time the test runs at.
    await moveTo(
      new Date(digestMomentOf(addSwissDays(swissIsoDay(await clockNow()), 1)).getTime() + 5 * HOUR),
    );
    const day = swissIsoDay(await clockNow());
    const people = await payoutClub(t);
    await t.put('/api/users/money-notices', { setting: 'instant' }, people.finance.token);
    await t.put('/api/users/money-notices', { setting: 'digest' }, people.editor.token);
    const fan = await donorWithCard(t, 'nora');
    const shy = await donorWithCard(t, 'anon');
    await t.db.update(users).set({ firstName: 'Nora', lastName: 'Keller' }).where(eq(users.id, fan.id));
    await t.db.update(users).set({ firstName: 'Silvan', lastName: 'Stumm' }).where(eq(users.id, shy.id));
    await give(t, fan, people.product.id, 50, true);
    await give(t, shy, people.product.id, 120);

    // The money-notices job runs (every minute): finance gets each gift, in German, with gross, fee and net.
    await moveTo(new Date((await clockNow()).getTime() + 60_000));
    const instant = await mails(people.finance.email, 'moneyReceived');
    expect(instant).toHaveLength(2);
    const named = instant.find((mail) => mail.text.includes('CHF 50.00'));
    expect(named?.subject).toBe(`Neue Spende für ${people.club.name}: CHF 40.00 für Euch`);
    expect(named?.text).toContain('brutto CHF 50.00, Plattformgebühr CHF 10.00');
    expect(named?.text).toContain('Nora Keller hat am');
    const anonymous = instant.find((mail) => mail.text.includes('CHF 120.00'));
    expect(anonymous?.text).toContain('Eine anonyme Person hat am');
    expect(anonymous?.text).not.toContain('Silvan');
    // Once: the job again tells nothing new.
    await moveTo(new Date((await clockNow()).getTime() + 60_000));
    expect(await mails(people.finance.email, 'moneyReceived')).toHaveLength(2);
    for (const other of [people.admin, people.editor]) {
      expect(await mails(other.email, 'moneyReceived')).toHaveLength(0);
    }
    // No digest the same day: the gifts are today's.
    expect(await mails(people.admin.email, 'moneyDigest')).toHaveLength(0);

    // The next morning: the admin (default) and the editor (chose it) get the digest; finance does not.
    await moveTo(digestMomentOf(addSwissDays(day, 1)));
    for (const who of [people.admin, people.editor]) {
      const digests = await mails(who.email, 'moneyDigest');
      expect(digests, who.email).toHaveLength(1);
      expect(digests[0]?.subject).toBe(`${people.club.name}: 2 Spenden, CHF 140.00 für Euch`);
      expect(digests[0]?.text).toContain(
        `Zusammen: brutto CHF 170.00, Plattformgebühr CHF 30.00, für ${people.club.name} CHF 140.00`,
      );
      expect(digests[0]?.text).toContain('Eine anonyme Person: CHF 120.00 / 20.00 / 100.00');
      expect(digests[0]?.text).not.toContain('Silvan');
      // One gift per line in the HTML too.
      expect(digests[0]?.html).toMatch(/Nora Keller: CHF 50\.00 \/ 10\.00 \/ 40\.00<br>- /);
      expect(digests[0]?.text).toContain('Nora Keller: CHF 50.00 / 10.00 / 40.00');
    }
    expect(await mails(people.finance.email, 'moneyDigest')).toHaveLength(0);

    // Later the same day and the next morning without new gifts: nothing more.
    await moveTo(digestMomentOf(addSwissDays(day, 2)));
    expect(await mails(people.admin.email, 'moneyDigest')).toHaveLength(1);

    // Never: nothing at all.
    await t.put('/api/users/money-notices', { setting: 'never' }, people.admin.token);
    await give(t, fan, people.product.id, 30, true);
    await moveTo(digestMomentOf(addSwissDays(day, 3)));
    expect(await mails(people.admin.email, 'moneyDigest')).toHaveLength(1);
    expect(await mails(people.admin.email, 'moneyReceived')).toHaveLength(0);
    expect(await mails(people.editor.email, 'moneyDigest')).toHaveLength(2);
    expect(await mails(people.finance.email, 'moneyReceived')).toHaveLength(3);
  });
});
