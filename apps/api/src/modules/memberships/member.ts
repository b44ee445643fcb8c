import type { MembershipStatus, WireLanguage } from '@tifo/contract';
import { AppError } from '../../errors';
import { type Caller, isPlatformOperator, requireVerifiedEmail } from '../auth/caller';
import { toPublicProduct } from '../clubs/present';
import { listed } from './club';
import * as lists from './list-queries';
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
    product: toPublicProduct(parties.product, parties.club, language),
    club: { id: parties.club.id, name: parties.club.name },
  };
}
