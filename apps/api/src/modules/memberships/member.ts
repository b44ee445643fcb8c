import { confirmation, type Membership, type MembershipStatus, type WireLanguage } from '@tifo/contract';
import { AppError } from '../../errors';
import { type Caller, isPlatformOperator, requireVerifiedEmail } from '../auth/caller';
import { toPublicProduct } from '../clubs/present';
import { listed } from './club';
import * as lists from './list-queries';
import { queueNoticeMails } from './mails';
import { toInvoice } from './present';
import * as q from './queries';
import { invoiceNotFound, type MembershipsDeps } from './service';

/* The member's side: their memberships with invoices, and one invoice as its pay link shows it. */

/** POST /memberships/member-details {userId}: the supporter's own memberships with their invoices. */
export async function memberDetails(deps: MembershipsDeps, caller: Caller, userId: string) {
  if (caller.id !== userId && !isPlatformOperator(caller)) throw new AppError('forbidden');
  if (caller.id === userId) await requireVerifiedEmail(deps.db, caller);
  const rows = await lists.membershipsOfUser(deps.db, userId);
  return { content: await listed(deps.db, rows) };
}

/** GET /memberships/invoices/:id: the pay link's checkout — only the member's own open or paid invoice. */
export async function invoiceForCheckout(
  deps: MembershipsDeps,
  caller: Caller,
  invoiceId: string,
  language: WireLanguage,
) {
  await requireVerifiedEmail(deps.db, caller);
  const invoice = await q.findInvoice(deps.db, invoiceId);
  const membership = invoice && (await q.findMembership(deps.db, invoice.membershipId));
  const parties = membership && (await q.findProductAndClub(deps.db, membership.productId));
  if (!invoice || !membership || !parties || membership.userId !== caller.id) throw invoiceNotFound();
  const rows = await q.invoicesOf(deps.db, [membership.id]);
  const payment = rows.find((row) => row.invoice.id === invoice.id)?.payment ?? null;
  return {
    invoice: toInvoice(invoice, payment),
    membershipId: membership.id,
    membershipStatus: membership.status as MembershipStatus,
    product: toPublicProduct(parties.product, parties.club, language, deps.clock.now()),
    club: { id: parties.club.id, name: parties.club.name },
  };
}

/** The caller's own membership, not yet ended: anyone else's is "not found", as if it did not exist. */
async function ownMembership(deps: MembershipsDeps, caller: Caller, membershipId: string) {
  await requireVerifiedEmail(deps.db, caller);
  const membership = await q.findMembership(deps.db, membershipId);
  if (!membership || membership.userId !== caller.id) {
    throw new AppError('not_found', 'membershipNotFound', { fields: { membershipId: 'membershipNotFound' } });
  }
  if (membership.status === 'cancelled') throw new AppError('conflict', 'membershipCancelled');
  return membership;
}

/** The membership just changed, as the member's list shows it. */
async function asListed(deps: MembershipsDeps, membership: q.MembershipRow): Promise<Membership> {
  const user = await q.findMemberUser(deps.db, membership.userId);
  if (!user) throw new AppError('not_found', 'membershipNotFound');
  const [shown] = await listed(deps.db, [{ membership, user }]);
  return shown as Membership;
}

/**
 * POST /memberships/leave {membershipId} (issue 47): the member gives notice. The membership ends with its paid
 * period, when its next invoice would have been raised, and that invoice never is; invoices already raised stay
 * as they are. The member and the club's admins and editors are mailed, each in their language.
 */
export async function leave(deps: MembershipsDeps, caller: Caller, membershipId: string) {
  const membership = await ownMembership(deps, caller, membershipId);
  if (membership.endsAt) throw new AppError('conflict', 'membershipAlreadyLeft');
  const now = deps.clock.now();
  const left = await deps.db.transaction(async (tx) => {
    const row = await q.setNotice(tx, membership.id, { endsAt: membership.nextInvoiceAt, leftAt: now });
    if (!row) throw new AppError('conflict', 'membershipAlreadyLeft');
    await queueNoticeMails(tx, deps, row, 'left');
    return row;
  });
  void deps.mailer.deliverPending();
  return { ...confirmation('membershipLeft'), membership: await asListed(deps, left) };
}

/** POST /memberships/stay {membershipId}: the member withdraws the notice before the end; the club is told. */
export async function stay(deps: MembershipsDeps, caller: Caller, membershipId: string) {
  const membership = await ownMembership(deps, caller, membershipId);
  if (!membership.endsAt) throw new AppError('conflict', 'membershipNotLeft');
  const stays = await deps.db.transaction(async (tx) => {
    const row = await q.setNotice(tx, membership.id, null);
    if (!row) throw new AppError('conflict', 'membershipNotLeft');
    await queueNoticeMails(tx, deps, row, 'stays');
    return row;
  });
  void deps.mailer.deliverPending();
  return { ...confirmation('membershipStays'), membership: await asListed(deps, stays) };
}
