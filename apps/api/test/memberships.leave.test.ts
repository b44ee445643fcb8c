// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema-memberships';
import { isoDay } from '../src/modules/memberships/present';
import { swissDay } from '../src/platform/swiss-dates';
import { useTestApp } from './helpers';
import { invoicesOf, joinByCard, membershipClub, membershipOf } from './memberships.helpers';
import { donor } from './payments.helpers';
import { advance, mailsTo } from './subscriptions.helpers';

/* Issue 47: a member leaves from the profile; the membership ends with its paid period, nothing more is raised. */

const t = useTestApp();
afterEach(async () => {
  // Later moves of the clock invoice only the next test's memberships.
  await t.db.update(memberships).set({ status: 'cancelled' });
});

const leave = (token: string, membershipId: string) =>
  t.post('/api/memberships/leave', { membershipId }, token);
const stay = (token: string, membershipId: string) =>
  t.post('/api/memberships/stay', { membershipId }, token);

describe('leaving a membership', () => {
  it('ends it at the end of the paid period: no further invoice or charge; member, admins and editors mailed', async () => {
    const parties = await membershipClub(t, { period: 'three_months', priceRappen: 12000 });
    const { person, membership } = await joinByCard(t, parties.product.id);
    const lastDay = isoDay(membership.nextInvoiceAt);

    await advance(t, 30);
    const left = await leave(person.token, membership.id);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.message).toBe(MESSAGES.membershipLeft);
    expect(left.body.membership).toMatchObject({
      id: membership.id,
      status: 'active',
      endsOn: lastDay,
      nextInvoiceDate: null,
    });
    // Twice: refused, nothing changes.
    const again = await leave(person.token, membership.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.membershipAlreadyLeft);

    // The member is told the end; the admin and the editor who they are; finance is not mailed.
    const endDate = swissDay(membership.nextInvoiceAt);
    const [toMember] = await mailsTo(t, person.email, 'membershipLeft');
    expect(toMember?.subject).toBe(`Deine Mitgliedschaft bei ${parties.club.name} endet am ${endDate}`);
    for (const staff of [parties.admin, parties.editor]) {
      const [mail] = await mailsTo(t, staff.email, 'membershipLeftClub');
      expect(mail?.subject, staff.email).toContain(`kündigt «${parties.product.title}» per ${endDate}`);
    }
    expect(await mailsTo(t, parties.finance.email, 'membershipLeftClub')).toHaveLength(0);

    // The club's list shows it.
    const listed = await t.post(
      '/api/memberships/get-members',
      { clubId: parties.club.id, productId: parties.product.id },
      parties.admin.token,
    );
    expect(listed.body.content[0]).toMatchObject({ id: membership.id, status: 'active', endsOn: lastDay });

    // The day before the end it is still active; at the end it ends, and no invoice is raised nor charged.
    await advance(t, 59);
    expect((await membershipOf(t, person.id)).status).toBe('active');
    const moved = await advance(t, 2);
    expect(moved.ran).toContainEqual(expect.objectContaining({ job: 'membership-invoices', count: 1 }));
    const ended = await membershipOf(t, person.id);
    expect(ended).toMatchObject({ status: 'cancelled', cancelledAt: membership.nextInvoiceAt });
    expect((await invoicesOf(t, membership.id)).map((invoice) => invoice.periodNumber)).toEqual([0]);
    await advance(t, 200);
    expect(await invoicesOf(t, membership.id)).toHaveLength(1);

    const profile = await t.post('/api/memberships/member-details', { userId: person.id }, person.token);
    expect(profile.body.content[0]).toMatchObject({
      status: 'cancelled',
      endsOn: lastDay,
      nextInvoiceDate: null,
    });
    // Over: neither leaving nor staying is possible.
    expect((await leave(person.token, membership.id)).body.message).toBe(MESSAGES.membershipCancelled);
    expect((await stay(person.token, membership.id)).status).toBe(409);
  });

  it('can be withdrawn before the end: the membership runs on and the next invoice is raised and charged', async () => {
    const parties = await membershipClub(t, { period: 'month', priceRappen: 5000 });
    const { person, membership } = await joinByCard(t, parties.product.id, '4242 4242 4242 4242', 50);
    const notLeft = await stay(person.token, membership.id);
    expect(notLeft.status).toBe(409);
    expect(notLeft.body.message).toBe(MESSAGES.membershipNotLeft);

    expect((await leave(person.token, membership.id)).status).toBe(200);
    const stays = await stay(person.token, membership.id);
    expect(stays.status).toBe(200);
    expect(stays.body.message).toBe(MESSAGES.membershipStays);
    expect(stays.body.membership).toMatchObject({
      endsOn: null,
      nextInvoiceDate: isoDay(membership.nextInvoiceAt),
    });
    const [told] = await mailsTo(t, parties.admin.email, 'membershipStaysClub');
    expect(told?.text).toContain(parties.product.title);
    expect(await mailsTo(t, person.email, 'membershipStays')).toHaveLength(1);

    await advance(t, 32);
    expect((await membershipOf(t, person.id)).status).toBe('active');
    const invoices = await invoicesOf(t, membership.id);
    expect(invoices.map((invoice) => [invoice.periodNumber, invoice.status])).toEqual([
      [0, 'paid'],
      [1, 'paid'],
    ]);
  });

  it("is the member's own: another person, the club's admin and an unknown id are refused", async () => {
    const parties = await membershipClub(t);
    const { person, membership } = await joinByCard(t, parties.product.id);
    const stranger = await donor(t, 'stranger');
    for (const token of [stranger.token, parties.admin.token]) {
      const refused = await leave(token, membership.id);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(MESSAGES.membershipNotFound);
    }
    expect((await leave(person.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await leave(person.token, 'nope')).status).toBe(400);
    expect((await t.post('/api/memberships/leave', { membershipId: membership.id })).status).toBe(401);
    expect((await membershipOf(t, person.id)).endsAt).toBeNull();
  });
});
