import {
  type AddMember,
  addPeriod,
  type ExternalPayment,
  firstCharge,
  formatChf,
  type GetMembersRequest,
  MEMBERSHIP_PERIODS,
  MESSAGES,
  type Membership,
  type MembershipInvoice,
  type MembershipStatus,
  type RecurringPeriod,
  startingDateInRange,
  type WireLanguage,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { toPublicProduct } from '../clubs/present';
import type { Clock } from '../jobs/clock';
import { accessMay, asClubRole, isPlatformOperator, requireClubAccess } from '../organisations/access';
import type { MembershipPaymentBooked, MembershipQuote, MembershipQuoteInput } from '../payments/membership';
import { type PaymentsDeps, RefusedBooking } from '../payments/service';
import { membersCsv } from './export';
import { queueInvitation, queueInvoiceMail } from './mails';
import { byMembership, isoDay, toInvoice, toMembership } from './present';
import * as q from './queries';

export interface MembershipsDeps {
  payments: PaymentsDeps;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long an invoice run holds a membership, in real seconds (RENEWAL_CLAIM_SECONDS). */
  claimSeconds: number;
}

const notFound = () => new AppError('not_found', MESSAGES.membershipNotFound);
const invoiceNotFound = () =>
  new AppError('not_found', MESSAGES.invoiceNotFound, { fields: { invoiceId: MESSAGES.invoiceNotFound } });

function periodOf(product: { recurringPeriod: string | null }): RecurringPeriod {
  const period = product.recurringPeriod as RecurringPeriod | null;
  return period && (MEMBERSHIP_PERIODS as readonly string[]).includes(period) ? period : 'month';
}

// ---- Paying through the platform (payments' hooks) ----------------------------------------------------------

/**
 * Before a checkout charges a membership product: an invoice's pay link charges that open invoice of the
 * caller's; otherwise the payment makes the caller a member, its first invoice prorated to the product's cycle
 * (contract firstCharge, as subscriptions). A current member cannot join twice.
 */
export async function quoteMembership(db: DbOrTx, input: MembershipQuoteInput): Promise<MembershipQuote> {
  if (input.invoiceId) {
    const invoice = await q.findInvoice(db, input.invoiceId);
    const membership = invoice && (await q.findMembership(db, invoice.membershipId));
    if (
      !invoice ||
      !membership ||
      membership.userId !== input.donor.id ||
      membership.productId !== input.product.id
    )
      throw invoiceNotFound();
    if (membership.status === 'cancelled') throw new AppError('conflict', MESSAGES.membershipCancelled);
    if (invoice.status !== 'open') throw new AppError('conflict', MESSAGES.invoiceAlreadyPaid);
    return {
      amountRappen: invoice.amountRappen,
      invoiceId: invoice.id,
      periodAmountRappen: membership.amountRappen,
    };
  }
  if (await q.findCurrent(db, input.donor.id, input.product.id)) {
    throw new AppError('conflict', MESSAGES.alreadyMember);
  }
  const amountRappen = input.amountRappen ?? input.product.priceRappen ?? 0;
  const first = firstCharge({
    amountRappen,
    period: periodOf(input.product),
    startingDate: input.product.startingDate,
    now: input.now,
  });
  return { amountRappen: first.amountRappen, periodAmountRappen: amountRappen };
}

/** Pays an open invoice (in the caller's transaction); a lapsed member whose invoices are all paid is active again. */
async function payInvoice(
  tx: DbOrTx,
  invoice: q.InvoiceRow,
  payment: {
    method: 'card' | 'twint' | 'external';
    amountRappen: number;
    receivedAt: Date;
    donationId?: string;
    recordedBy?: string;
  },
  now: Date,
): Promise<boolean> {
  if (!(await q.markPaid(tx, invoice.id, payment.receivedAt))) return false;
  await q.insertPayment(tx, {
    invoiceId: invoice.id,
    membershipId: invoice.membershipId,
    clubId: invoice.clubId,
    amountRappen: payment.amountRappen,
    method: payment.method,
    donationId: payment.donationId ?? null,
    receivedAt: payment.receivedAt,
    recordedBy: payment.recordedBy ?? null,
    createdAt: now,
  });
  const membership = await q.findMembership(tx, invoice.membershipId, true);
  if (membership?.status === 'inactive' && membership.inactiveReason === 'lapsed') {
    if ((await q.openInvoices(tx, membership.id)).length === 0) {
      await q.setStatus(tx, membership.id, 'active', null, now);
    }
  }
  return true;
}

const methodOf = (provider: MembershipPaymentBooked['provider']) =>
  provider === 'sandbox_twint' || provider === 'datatrans' ? 'twint' : 'card';

/**
 * In the booking's transaction of a membership product's payment: pays the invoice it was for, or starts the
 * membership (active, started now) with its first invoice paid by it. A card paid in checkout is kept for the
 * later invoices; TWINT members get each invoice by e-mail. A payment that can no longer be taken (the invoice
 * was paid meanwhile, the donor became a member meanwhile) is refused: the booking rolls back and is refunded.
 */
export async function membershipPaymentBooked(tx: DbOrTx, paid: MembershipPaymentBooked): Promise<void> {
  const payment = {
    method: methodOf(paid.provider),
    amountRappen: paid.donation.amountRappen,
    receivedAt: paid.now,
    donationId: paid.donation.id,
  } as const;
  const current = await q.findCurrent(tx, paid.donor.id, paid.product.id, true);
  if (paid.invoiceId || current) {
    // A payment without the invoice named (a card webhook booked it) pays the member's oldest open invoice of
    // that amount.
    const invoice = paid.invoiceId
      ? await q.findInvoice(tx, paid.invoiceId, true)
      : current &&
        (await q.openInvoices(tx, current.id)).find((i) => i.amountRappen === paid.donation.amountRappen);
    if (invoice?.status !== 'open' || invoice.amountRappen !== paid.donation.amountRappen) {
      throw new RefusedBooking('conflict', invoice ? MESSAGES.invoiceAlreadyPaid : MESSAGES.alreadyMember);
    }
    await payInvoice(tx, invoice, payment, paid.now);
    return;
  }
  const period = periodOf(paid.product);
  const first = firstCharge({
    amountRappen: paid.periodAmountRappen,
    period,
    startingDate: paid.product.startingDate,
    now: paid.now,
  });
  const card = methodOf(paid.provider) === 'card' && paid.paymentMethodId;
  const membership = await q.insertMembership(tx, {
    userId: paid.donor.id,
    productId: paid.product.id,
    clubId: paid.club.id,
    status: 'active',
    period,
    amountRappen: paid.periodAmountRappen,
    startedAt: paid.now,
    origin: 'checkout',
    paymentMethod: card ? 'card' : 'invoice',
    cardProvider: card ? paid.provider : null,
    cardPaymentMethodId: card ? (paid.paymentMethodId ?? null) : null,
    nextPeriod: 1,
    nextInvoiceAt: first.nextChargeAt,
    createdAt: paid.now,
  });
  if (!membership) throw new RefusedBooking('conflict', MESSAGES.alreadyMember);
  const invoice = await q.insertInvoice(tx, {
    membershipId: membership.id,
    clubId: paid.club.id,
    periodNumber: 0,
    periodStart: paid.now,
    periodEnd: first.nextChargeAt,
    amountRappen: paid.donation.amountRappen,
    dueAt: paid.now,
    mailedAt: paid.now,
    createdAt: paid.now,
  });
  if (invoice) await payInvoice(tx, invoice, payment, paid.now);
}

/** A newly saved card (/payments/payment-method) becomes the card of the person's card memberships. */
export function replaceCardOfMemberships(deps: MembershipsDeps) {
  return (userId: string, provider: string, paymentMethodId: string) =>
    q.replaceCards(deps.payments.db, userId, provider, paymentMethodId);
}

// ---- The club's side (spec 001 §2, §4, §5, §7) ---------------------------------------------------------------

/** The membership product of a club, after checking the caller may manage the club's members. */
async function requireMembershipProduct(
  deps: MembershipsDeps,
  caller: Caller,
  productId: string,
  clubId?: string,
) {
  const found = await q.findProductForCaller(deps.payments.db, productId, caller.email.toLowerCase());
  if (!found || (clubId && found.club.id !== clubId)) {
    // Whether another club's product exists is not revealed: the caller's own club decides the answer.
    if (clubId) await requireClubAccess(deps.payments, caller, clubId, 'manageMembers');
    throw new AppError('not_found', MESSAGES.status404, { fields: { productId: MESSAGES.status404 } });
  }
  const access = {
    clubId: found.club.id,
    role: asClubRole(found.role),
    isOperator: isPlatformOperator(caller),
  };
  if (!accessMay(access, 'manageMembers')) throw new AppError('forbidden');
  if (found.product.productType !== 'membership') {
    throw new AppError('validation', MESSAGES.notAMembershipProduct, {
      fields: { productId: MESSAGES.notAMembershipProduct },
    });
  }
  return found;
}

async function listed(
  db: DbOrTx,
  rows: (Pick<q.ListedMember, 'membership' | 'user'> & Partial<Pick<q.ListedMember, 'invoices'>>)[],
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
      : await q.productsAndClubs(db, productIds)
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
  const page = await q.pageMembers(
    deps.payments.db,
    { productId: body.productId, status: body.status, search: body.search },
    { offset: body.pageId * body.pageSize, limit: body.pageSize },
  );
  const known = { productId: product.id, title: product.title, clubName: club.name };
  return { content: await listed(deps.payments.db, page.rows, known), totalElements: page.total };
}

/** POST /memberships/export: the filtered members as a CSV file for Excel. */
export async function exportMembers(
  deps: MembershipsDeps,
  caller: Caller,
  body: GetMembersRequest & { language: WireLanguage },
) {
  const { product } = await requireMembershipProduct(deps, caller, body.productId, body.clubId);
  const csv = await membersCsv(
    deps.payments.db,
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
    throw new AppError('validation', MESSAGES.startingDateOutOfRange, {
      fields: { startingDate: MESSAGES.startingDateOutOfRange },
    });
  }
  if (product.status === 'draft') throw new AppError('validation', MESSAGES.productNotAvailable);
  const period = periodOf(product);
  const membership = await deps.payments.db.transaction(async (tx) => {
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
      throw new AppError('conflict', MESSAGES.memberAlreadyAdded, {
        fields: { userEmail: MESSAGES.memberAlreadyAdded },
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
    if (!invoice) throw new AppError('conflict', MESSAGES.memberAlreadyAdded);
    const mail = { db: tx, deps, membership: created, invoice, user, product, club, now };
    if (user.passwordHash === null) await queueInvitation(mail);
    else await queueInvoiceMail(mail, 'invoice');
    await q.markMailed(tx, invoice.id, now);
    return created;
  });
  void deps.payments.mailer.deliverPending();
  const row = await q.findMemberUser(deps.payments.db, membership.userId);
  const [listedMember] = await listed(deps.payments.db, [{ membership, user: row as q.MemberUser }]);
  return { message: MESSAGES.add_member_success, membership: listedMember as Membership };
}

/** The current membership of a member of a product the caller manages. */
async function requireMember(deps: MembershipsDeps, caller: Caller, userId: string, productId: string) {
  const parties = await requireMembershipProduct(deps, caller, productId);
  const membership = await q.findCurrent(deps.payments.db, userId, productId);
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
  await q.setStatus(deps.payments.db, membership.id, body.status, reason, now);
  return { message: body.status === 'cancelled' ? MESSAGES.memberRemoved : MESSAGES.memberStatusUpdated };
}

/**
 * POST /memberships/external-payment: the club received an invoice's amount itself (bank transfer, cash). The
 * invoice is paid; the money is not the platform's: no donation, no ledger row, no fee, never in a payout —
 * membership_payments keeps it (method external, the day received, who recorded it). The whole amount only.
 */
export async function recordExternalPayment(deps: MembershipsDeps, caller: Caller, body: ExternalPayment) {
  const parties = await requireMembershipProduct(deps, caller, body.productId);
  const now = deps.clock.now();
  if (body.date.getTime() > now.getTime()) {
    throw new AppError('validation', MESSAGES.externalDateInFuture, {
      fields: { date: MESSAGES.externalDateInFuture },
    });
  }
  await deps.payments.db.transaction(async (tx) => {
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
    if (invoice.status !== 'open') throw new AppError('conflict', MESSAGES.invoiceAlreadyPaid);
    if (body.amount !== invoice.amountRappen) {
      const message = MESSAGES.externalAmountMismatch.replace('{amount}', formatChf(invoice.amountRappen));
      throw new AppError('validation', message, { fields: { amount: message } });
    }
    await payInvoice(
      tx,
      invoice,
      { method: 'external', amountRappen: body.amount, receivedAt: body.date, recordedBy: caller.id },
      now,
    );
  });
  return { message: MESSAGES.external_payment_success };
}

/** POST /memberships/payment-details: a member's invoices with their payments (the club, or the member). */
export async function paymentDetails(
  deps: MembershipsDeps,
  caller: Caller,
  body: { userId: string; productId: string },
): Promise<{ content: MembershipInvoice[] }> {
  if (caller.id !== body.userId) await requireMembershipProduct(deps, caller, body.productId);
  const membership = await q.findLatest(deps.payments.db, body.userId, body.productId);
  if (!membership) throw notFound();
  const rows = await q.invoicesOf(deps.payments.db, [membership.id]);
  return { content: rows.map((row) => toInvoice(row.invoice, row.payment)) };
}

/** POST /memberships/member-details {userId}: the supporter's own memberships with their invoices. */
export async function memberDetails(deps: MembershipsDeps, caller: Caller, userId: string) {
  if (caller.id !== userId && !isPlatformOperator(caller)) throw new AppError('forbidden');
  const rows = await q.membershipsOfUser(deps.payments.db, userId);
  return { content: await listed(deps.payments.db, rows) };
}

/** GET /memberships/invoices/:id: the pay link's checkout — only the member's own open or paid invoice. */
export async function invoiceForCheckout(
  deps: MembershipsDeps,
  caller: Caller,
  invoiceId: string,
  language: WireLanguage,
) {
  const invoice = await q.findInvoice(deps.payments.db, invoiceId);
  const membership = invoice && (await q.findMembership(deps.payments.db, invoice.membershipId));
  const parties = membership && (await q.findProductAndClub(deps.payments.db, membership.productId));
  if (!invoice || !membership || !parties || membership.userId !== caller.id) throw invoiceNotFound();
  const rows = await q.invoicesOf(deps.payments.db, [membership.id]);
  const payment = rows.find((row) => row.invoice.id === invoice.id)?.payment ?? null;
  return {
    invoice: toInvoice(invoice, payment),
    membershipId: membership.id,
    membershipStatus: membership.status as MembershipStatus,
    product: toPublicProduct(parties.product, parties.club, language),
    club: { id: parties.club.id, name: parties.club.name },
  };
}
