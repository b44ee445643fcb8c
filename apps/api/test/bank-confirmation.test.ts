// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../src/db/schema';
import { auditLog, clubBanks } from '../src/db/schema-clubs';
import { payouts } from '../src/db/schema-payouts';
import { donorWithCard, give, IBANS, operator, payoutClub } from './dashboard.helpers';
import { mailAttachment, useTestApp } from './helpers';
import { invoicesOf, membershipClub, membershipOf, payByTwint } from './memberships.helpers';
import { userWithToken } from './offers.helpers';
import { donor } from './payments.helpers';
import { advance } from './subscriptions.helpers';
import { pdfQrCode } from './support/pdf';

/*
 * A reviewed club's bank account changed: the new account waits for the operator's confirmation before any payout
 * goes to it (or a membership invoice's QR-bill names it), and the club's admins and finance users and the
 * operator are told. Saving the same account changes nothing; the first account is confirmed by the review.
 */

const t = useTestApp();

const OPERATOR_INBOX = 'operator@tifo.ch';

async function mails(to: string, template: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));
}

async function bankOf(clubId: string) {
  const [row] = await t.db.select().from(clubBanks).where(eq(clubBanks.clubId, clubId));
  return row!;
}

async function payoutsOf(clubId: string) {
  return t.db.select().from(payouts).where(eq(payouts.clubId, clubId));
}

/** The club's bank account as its admin changes it on the edit page (PUT /banks). */
async function changeBank(
  clubId: string,
  token: string,
  values: { name: string; iban: string } = { name: 'Neuer Kassier', iban: 'ch93 0076 2011 6238 5295 7' },
) {
  const { id } = await bankOf(clubId);
  return t.put(
    '/api/banks',
    { id, clubId, name: values.name, iban: values.iban, currency: 'CHF', country: 'CH' },
    token,
  );
}

/** POST /admin/reviews/confirm-bank as the given caller. */
function confirmBank(clubId: string, changedAt: string, token: string) {
  return t.post('/api/admin/reviews/confirm-bank', { clubId, changedAt }, token);
}

async function balanceRow(clubId: string, token: string) {
  const overview = await t.get('/api/admin/payouts', token);
  expect(overview.status).toBe(200);
  return (overview.body.balances as { clubId: string; blockedBy: string | null }[]).find(
    (row) => row.clubId === clubId,
  );
}

describe("a verified club's changed bank account", () => {
  it('is paid only after the operator confirms it; the club and the operator are told who changed what', async () => {
    const club = await payoutClub(t, { iban: IBANS.a });
    const op = await operator(t);
    await t.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.email, club.finance.email));
    await give(t, await donorWithCard(t), club.product.id, 100);

    const changed = await changeBank(club.club.id, club.admin.token);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      iban: IBANS.b,
      name: 'Neuer Kassier',
      awaitingConfirmation: true,
      previousIbanLast4: IBANS.a.slice(-4),
    });

    // The admin and finance user, each in their language, with who changed it and both accounts' last four.
    const [german] = await mails(club.admin.email, 'bankChanged');
    expect(german?.subject).toBe(`Bankverbindung von ${club.club.name} geändert`);
    expect(german?.text).toContain(
      `von ${club.admin.email} geändert: neu auf Neuer Kassier, IBAN endet auf 2957`,
    );
    expect(german?.text).toContain(`(bisher auf ${IBANS.a.slice(-4)})`);
    expect(german?.text).toContain('meld');
    const [french] = await mails(club.finance.email, 'bankChanged');
    expect(french?.subject).toBe(`Coordonnées bancaires de ${club.club.name} modifiées`);
    expect(await mails(club.editor.email, 'bankChanged')).toHaveLength(0);
    const operatorMail = (await mails(OPERATOR_INBOX, 'bankChangedOperator')).find((mail) =>
      mail.text.includes(club.club.name),
    );
    expect(operatorMail?.subject).toBe(`Neue Bankverbindung zu prüfen: ${club.club.name}`);
    expect(operatorMail?.text).toContain(`/admin?tab=payouts&club=${club.club.id}`);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clubId, club.club.id), eq(auditLog.action, 'bank.changed')));
    expect(audit).toMatchObject({
      actorEmail: club.admin.email,
      details: { previousIbanLast4: IBANS.a.slice(-4), ibanLast4: '2957', ownerName: 'Neuer Kassier' },
    });

    // The club sees why its money waits; the operator sees it in the balances and the run pays nothing.
    const pending = await t.post(
      '/api/donations/pending-payout-club',
      { clubId: club.club.id },
      club.finance.token,
    );
    expect(pending.body).toMatchObject({ bankInReview: true, held: false });
    expect((await balanceRow(club.club.id, op.token))?.blockedBy).toBe('bankUnconfirmed');
    // A day later the donation is before the run's cut-off (the Swiss midnight): only the account keeps it back.
    await advance(t, 1);
    expect((await t.post('/api/admin/payouts/run', {}, op.token)).status).toBe(200);
    expect(await payoutsOf(club.club.id)).toHaveLength(0);

    // The verified clubs' list puts it first, marked.
    const queue = await t.post('/api/admin/reviews', { status: 'verified', pageSize: 100 }, op.token);
    expect(queue.body.content[0]).toMatchObject({ id: club.club.id, bankAwaitingConfirmation: true });
    expect(
      (queue.body.content as { bankAwaitingConfirmation: boolean }[]).filter(
        (item) => item.bankAwaitingConfirmation,
      ),
    ).toHaveLength(1);

    const details = await t.post('/api/admin/reviews/details', { clubId: club.club.id }, op.token);
    expect(details.body.bank).toMatchObject({ iban: IBANS.b, awaitingConfirmation: true });
    const changedAt = details.body.bank.changedAt as string;

    // Only the operator confirms, and only the change they looked at.
    const byAdmin = await t.post(
      '/api/admin/reviews/confirm-bank',
      { clubId: club.club.id, changedAt },
      club.admin.token,
    );
    expect(byAdmin.status).toBe(403);
    const stale = await confirmBank(
      club.club.id,
      new Date(Date.parse(changedAt) - 60_000).toISOString(),
      op.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.bankChangedAgain);
    const confirmed = await t.post(
      '/api/admin/reviews/confirm-bank',
      { clubId: club.club.id, changedAt },
      op.token,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(MESSAGES.bankConfirmed);
    const again = await t.post(
      '/api/admin/reviews/confirm-bank',
      { clubId: club.club.id, changedAt },
      op.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.bankNothingToConfirm);
    const [told] = await mails(club.admin.email, 'bankConfirmed');
    expect(told?.text).toContain('IBAN endet auf 2957');
    expect(await mails(club.finance.email, 'bankConfirmed')).toHaveLength(1);
    const pendingAfter = await t.post(
      '/api/donations/pending-payout-club',
      { clubId: club.club.id },
      club.finance.token,
    );
    expect(pendingAfter.body.bankInReview).toBe(false);
    const queueAfter = await t.post('/api/admin/reviews', { status: 'verified', pageSize: 100 }, op.token);
    expect(
      (queueAfter.body.content as { id: string; bankAwaitingConfirmation: boolean }[]).find(
        (item) => item.id === club.club.id,
      )?.bankAwaitingConfirmation,
    ).toBe(false);

    // The same day's run, made again, pays the new account.
    expect((await balanceRow(club.club.id, op.token))?.blockedBy).toBeNull();
    expect((await t.post('/api/admin/payouts/run', {}, op.token)).status).toBe(200);
    const [payout] = await payoutsOf(club.club.id);
    expect(payout).toMatchObject({ amountRappen: 8000, ownerName: 'Neuer Kassier', ibanLast4: '2957' });
  });

  it('stays confirmed when the same account is saved again: no mail, no audit entry, paid as before', async () => {
    const club = await payoutClub(t, { iban: IBANS.c });
    const op = await operator(t);
    await give(t, await donorWithCard(t), club.product.id, 50);
    const { ownerName } = await bankOf(club.club.id);
    const saved = await changeBank(club.club.id, club.admin.token, {
      name: ownerName,
      iban: IBANS.c.toLowerCase().replace(/(.{4})/g, '$1 '),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.awaitingConfirmation).toBe(false);
    expect(await mails(club.admin.email, 'bankChanged')).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.clubId, club.club.id), eq(auditLog.action, 'bank.changed'))),
    ).toHaveLength(0);
    expect((await balanceRow(club.club.id, op.token))?.blockedBy).toBeNull();

    // A new owner name alone is a change too.
    const renamed = await changeBank(club.club.id, club.admin.token, {
      name: 'Andere Person',
      iban: IBANS.c,
    });
    expect(renamed.body).toMatchObject({ awaitingConfirmation: true, previousIbanLast4: IBANS.c.slice(-4) });
  });

  it('is changed only by the club admin: finance and another club cannot, and a missing club is 404', async () => {
    const club = await payoutClub(t);
    const stranger = await userWithToken(t, 'stranger');
    expect((await changeBank(club.club.id, club.finance.token)).status).toBe(403);
    expect((await changeBank(club.club.id, stranger.token)).status).toBe(403);
    expect((await bankOf(club.club.id)).confirmedAt).not.toBeNull();
    const op = await operator(t);
    const missing = await confirmBank(
      '00000000-0000-4000-8000-000000000000',
      new Date().toISOString(),
      op.token,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.clubNotFound);
  });
});

describe('a club in registration', () => {
  it('needs no confirmation of its first account: the review confirms it, and nobody is mailed about the save', async () => {
    const club = await payoutClub(t, { status: 'pending' });
    const op = await operator(t);
    expect((await bankOf(club.club.id)).confirmedAt).toBeNull();
    const saved = await changeBank(club.club.id, club.admin.token);
    expect(saved.body.awaitingConfirmation).toBe(false);
    expect(await mails(club.admin.email, 'bankChanged')).toHaveLength(0);
    const early = await confirmBank(
      club.club.id,
      (await bankOf(club.club.id)).changedAt.toISOString(),
      op.token,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MESSAGES.bankNothingToConfirm);

    expect((await t.post('/api/admin/reviews/verify', { clubId: club.club.id }, op.token)).status).toBe(200);
    const bank = await bankOf(club.club.id);
    expect(bank.confirmedAt).not.toBeNull();
    expect(bank.confirmedBy).not.toBeNull();
  });
});

describe('membership invoices', () => {
  it('leave the QR-bill off while a changed account waits for confirmation', async () => {
    const { product, club, admin } = await membershipClub(t, { period: 'month', priceRappen: 3000 });
    const person = await donor(t, 'member');
    await payByTwint(t, person.token, { productId: product.id, amount: 30 });
    const membership = await membershipOf(t, person.id);
    expect((await changeBank(club.id, admin.token)).body.awaitingConfirmation).toBe(true);

    await advance(t, 30);
    const open = (await invoicesOf(t, membership.id))[1]!;
    expect(open.status).toBe('open');
    const [mail] = (await mails(person.email, 'membershipInvoice')).filter((row) =>
      row.text.includes(`/membership/invoice/${open.id}`),
    );
    const pdf = await mailAttachment(t, mail!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfQrCode(pdf)).toBeUndefined();
  });
});
