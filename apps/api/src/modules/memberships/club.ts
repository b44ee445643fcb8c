import {
  type AddMember,
  addPeriod,
  confirmation,
  type ExternalPayment,
  formatChfGrouped,
  type GetMembersRequest,
  type Membership,
  type MembershipInvoice,
  type MembershipStatus,
  startingDateInRange,
  type WireLanguage,
} from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../errors';
import type { Caller } from '../auth/caller';
import { isPlatformOperator } from '../auth/caller';
import { accessMay, asClubRole, requireClubAccess } from '../organisations/access';
import { membersCsv } from './export';
import * as lists from './list-queries';
import { queueInvitation, queueInvoiceMail } from './mails';
import { byMembership, isoDay, toInvoice, toMembership } from './present';
import * as q from './queries';
import { invoiceNotFound, type MembershipsDeps, notFound, payInvoice, periodOf } from './service';

/* The club's side of memberships (PRODUCT.md §memberships): members, adding, status, external payments. */

/** The membership product of a club, after checking the caller may manage the club's members. */
export async function requireMembershipProduct(
  deps: MembershipsDeps,
  caller: Caller,
  productId: string,
  clubId?: string,
) {
  const found = await q.findProductForCaller(deps.db, productId, caller.email.toLowerCase());
  if (!found || (clubId && found.club.id !== clubId)) {
    // Whether another club's product exists is not revealed: the caller's own club decides the answer.
    if (clubId) await requireClubAccess(deps, caller, clubId, 'manageMembers');
    throw new AppError('not_found', 'status404', { fields: { productId: 'status404' } });
  }
  const access = {
    clubId: found.club.id,
    role: asClubRole(found.role),
    isOperator: isPlatformOperator(caller),
  };
  if (!accessMay(access, 'manageMembers')) throw new AppError('forbidden');
  if (found.product.productType !== 'membership') {
    throw new AppError('validation', 'notAMembershipProduct', {
      fields: { productId: 'notAMembershipProduct' },
    });
  }
  return found;
}

export async function listed(
  db: DbOrTx,
  rows: (Pick<lists.ListedMember, 'membership' | 'user'> & Partial<Pick<lists.ListedMember, 'invoices'>>)[],
  known?: { productId: string; title: string; clubName: string },
): Promise<Membership[]> {
  // A page of the list brings its invoices along; other callers load them here.
  const loaded = rows.every((row) => row.invoices !== undefined)
    ? undefined
    : byMembership(
        await q.invoicesOf(
          db,
          rows.map((row) => row.membership.id),
        ),
      );
  // One product's list knows its product and club already.
  const productIds = [...new Set(rows.map((row) => row.membership.productId))];
  const parties = new Map(
    (known && productIds.every((id) => id === known.productId)
      ? [known]
      : await lists.productsAndClubs(db, productIds)
    ).map((p) => [p.productId, p]),
  );
  return rows.map((row) => {
    const p = parties.get(row.membership.productId);
    return toMembership(
      row,
      { productTitle: p?.title ?? '', clubName: p?.clubName ?? '' },
      row.invoices ?? loaded?.get(row.membership.id) ?? [],
    );
  });
}

/** POST /memberships/get-members: a product's members, 5 per load, filtered by status and searched by name. */
export async function getMembers(deps: MembershipsDeps, caller: Caller, body: GetMembersRequest) {
  const { product, club } = await requireMembershipProduct(deps, caller, body.productId, body.clubId);
  const page = await lists.pageMembers(
    deps.db,
    { productId: body.productId, status: body.status, search: body.search },
    { offset: body.pageId * body.pageSize, limit: body.pageSize },
  );
  const known = { productId: product.id, title: product.title, clubName: club.name };
  return { content: await listed(deps.db, page.rows, known), totalElements: page.total };
}

/** POST /memberships/export: the filtered members as a CSV file for Excel. */
export async function exportMembers(
  deps: MembershipsDeps,
  caller: Caller,
  body: GetMembersRequest & { language: WireLanguage },
) {
  const { product } = await requireMembershipProduct(deps, caller, body.productId, body.clubId);
  const csv = await membersCsv(
    deps.db,
    { productId: body.productId, status: body.status, search: body.search },
    body.language,
  );
  const slug =
    product.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'members';
  return { fileName: `${slug}-${isoDay(deps.clock.now())}.csv`, csv };
}

/**
 * POST /memberships: the club adds a member. A person without an account becomes an invited user (no password)
 * who gets an invitation to sign up; their first invoice (the initial amount) exists at once and is e-mailed.
 */
export async function addMember(deps: MembershipsDeps, caller: Caller, body: AddMember) {
  const { product, club } = await requireMembershipProduct(deps, caller, body.productId, body.clubId);
  const now = deps.clock.now();
  if (!startingDateInRange(body.startingDate, now)) {
    throw new AppError('validation', 'startingDateOutOfRange', {
      fields: { startingDate: 'startingDateOutOfRange' },
    });
  }
  if (product.status === 'draft') throw new AppError('validation', 'productNotAvailable');
  const period = periodOf(product);
  const membership = await deps.db.transaction(async (tx) => {
    const user =
      (await q.findUserByEmail(tx, body.userEmail)) ??
      (await q.insertInvitedUser(tx, {
        email: body.userEmail,
        firstName: body.firstName,
        lastName: body.lastName,
        preferredLanguage: 'de',
      }));
    const periodEnd = addPeriod(body.startingDate, period);
    const created = await q.insertMembership(tx, {
      userId: user.id,
      productId: product.id,
      clubId: club.id,
      status: 'active',
      period,
      amountRappen: product.priceRappen ?? body.initialAmount,
      startedAt: body.startingDate,
      origin: 'club',
      paymentMethod: 'invoice',
      nextPeriod: 1,
      nextInvoiceAt: periodEnd,
      createdAt: now,
    });
    if (!created) {
      throw new AppError('conflict', 'memberAlreadyAdded', {
        fields: { userEmail: 'memberAlreadyAdded' },
      });
    }
    const invoice = await q.insertInvoice(tx, {
      membershipId: created.id,
      clubId: club.id,
      periodNumber: 0,
      periodStart: body.startingDate,
      periodEnd,
      amountRappen: body.initialAmount,
      dueAt: body.startingDate > now ? body.startingDate : now,
      createdAt: now,
    });
    if (!invoice) throw new AppError('conflict', 'memberAlreadyAdded');
    const mail = { db: tx, deps, membership: created, invoice, user, product, club, now };
    // An account that never proved the address gets the invitation too: its link proves the mailbox, and
    // whoever signed up with the address unproven loses it to the person who reads it (users signUp).
    if (user.passwordHash === null || !user.verified) await queueInvitation(mail);
    else await queueInvoiceMail(mail, 'invoice');
    await q.markMailed(tx, invoice.id, now);
    return created;
  });
  void deps.mailer.deliverPending();
  const row = await q.findMemberUser(deps.db, membership.userId);
  const [listedMember] = await listed(deps.db, [{ membership, user: row as q.MemberUser }]);
  return { ...confirmation('add_member_success'), membership: listedMember as Membership };
}

/** The current membership of a member of a product the caller manages. */
async function requireMember(deps: MembershipsDeps, caller: Caller, userId: string, productId: string) {
  const parties = await requireMembershipProduct(deps, caller, productId);
  const membership = await q.findCurrent(deps.db, userId, productId);
  if (!membership) throw notFound();
  return { ...parties, membership };
}

/** POST /memberships/update-status: active ⇄ inactive, or cancelled (removed: no further invoices). */
export async function updateStatus(
  deps: MembershipsDeps,
  caller: Caller,
  body: { userId: string; productId: string; status: MembershipStatus },
) {
  const { membership } = await requireMember(deps, caller, body.userId, body.productId);
  const now = deps.clock.now();
  const reason = body.status === 'inactive' ? 'club' : null;
  await q.setStatus(deps.db, membership.id, body.status, reason, now);
  return confirmation(body.status === 'cancelled' ? 'memberRemoved' : 'memberStatusUpdated');
}

/**
 * POST /memberships/external-payment: the club received an invoice's amount itself (bank transfer, cash). The
 * invoice is paid; the money is not the platform's: no donation, no ledger row, no fee, never in a payout —
 * membership_payments keeps it (method external, the day received, who recorded it). The whole amount only.
 */
export async function recordExternalPayment(deps: MembershipsDeps, caller: Caller, body: ExternalPayment) {
  const parties = await requireMembershipProduct(deps, caller, body.productId);
  const now = deps.clock.now();
  // Calendar days, as the club means them: the day received (midnight UTC of it) against today in Switzerland,
  // which is already tomorrow in UTC terms between midnight and 01:00/02:00 Swiss time.
  if (body.date.toISOString().slice(0, 10) > isoDay(now)) {
    throw new AppError('validation', 'externalDateInFuture', {
      fields: { date: 'externalDateInFuture' },
    });
  }
  await deps.db.transaction(async (tx) => {
    const invoice = await q.findInvoice(tx, body.invoiceId, true);
    const membership = invoice && (await q.findMembership(tx, invoice.membershipId));
    if (
      !invoice ||
      !membership ||
      membership.userId !== body.userId ||
      membership.productId !== body.productId ||
      membership.clubId !== parties.club.id
    )
      throw invoiceNotFound();
    if (invoice.status !== 'open') throw new AppError('conflict', 'invoiceAlreadyPaid');
    if (body.amount !== invoice.amountRappen) {
      throw fieldError('amount', {
        key: 'externalAmountMismatch',
        values: { amount: formatChfGrouped(invoice.amountRappen) },
      });
    }
    await payInvoice(
      tx,
      invoice,
      { method: 'external', amountRappen: body.amount, receivedAt: body.date, recordedBy: caller.id },
      now,
    );
  });
  return confirmation('external_payment_success');
}

/** POST /memberships/payment-details: a member's invoices with their payments (the club, or the member). */
export async function paymentDetails(
  deps: MembershipsDeps,
  caller: Caller,
  body: { userId: string; productId: string },
): Promise<{ content: MembershipInvoice[] }> {
  if (caller.id !== body.userId) await requireMembershipProduct(deps, caller, body.productId);
  const membership = await q.findLatest(deps.db, body.userId, body.productId);
  if (!membership) throw notFound();
  const rows = await q.invoicesOf(deps.db, [membership.id]);
  return { content: rows.map((row) => toInvoice(row.invoice, row.payment)) };
}
