import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { products } from '../../db/schema-clubs';
import { paymentLinks } from '../../db/schema-links';
import { donations, ledgerEntries } from '../../db/schema-payments';
import { clubSponsors, payouts } from '../../db/schema-payouts';

/** Kinds of a club's club_payable rows: a donation's share, its refund, and money of a failed payout returned. */
export type ClubLineKind = 'club_share' | 'refund' | 'payout_failed';

/**
 * A club's club_payable rows of the given kinds booked in [from, to), oldest first, with the donation's details:
 * the offer, the donor's name and whether they chose to be shown (club_sponsors), and the payout that paid the
 * row — the first payout of the club that did not fail whose cut-off lies after it. The payout statement and the
 * donations export read the same lines.
 */
export async function clubPayableLines(
  db: DbOrTx,
  clubId: string,
  kinds: readonly ClubLineKind[],
  from: Date | null,
  to: Date,
) {
  const payoutOfRow = (column: typeof payouts.id | typeof payouts.createdAt) => sql`(
    select ${column} from ${payouts}
    where ${payouts.clubId} = ${clubId} and ${payouts.status} <> 'failed'
      and ${payouts.periodTo} > ${ledgerEntries.createdAt}
    order by ${payouts.periodTo} limit 1)`;
  return db
    .select({
      at: ledgerEntries.createdAt,
      kind: sql<ClubLineKind>`${ledgerEntries.kind}`,
      net: sql<number>`(-${ledgerEntries.amountRappen})::int`,
      gross: donations.amountRappen,
      fee: donations.feeRappen,
      coveredFee: donations.coveredFeeRappen,
      source: paymentLinks.source,
      reference: donations.id,
      productTitle: products.title,
      ...donorNameColumns,
      payoutId: sql<string | null>`${payoutOfRow(payouts.id)}`,
      payoutDate: sql<string | null>`${payoutOfRow(payouts.createdAt)}`,
    })
    .from(ledgerEntries)
    .leftJoin(donations, eq(donations.id, ledgerEntries.donationId))
    .leftJoin(products, eq(products.id, donations.productId))
    .leftJoin(paymentLinks, eq(paymentLinks.id, donations.paymentLinkId))
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(clubSponsors, sponsorOfDonation)
    .where(
      and(
        eq(ledgerEntries.clubId, clubId),
        eq(ledgerEntries.account, 'club_payable'),
        inArray(ledgerEntries.kind, [...kinds]),
        from ? gte(ledgerEntries.createdAt, from) : undefined,
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

export type ClubPayableLine = Awaited<ReturnType<typeof clubPayableLines>>[number];

/**
 * What naming a gift's donor needs (shownDonor): the consent the donor gave this club at checkout and the name of
 * an account not deleted. Joined with `sponsorOfDonation` and the donor's users row.
 */
export const donorNameColumns = {
  showName: sql<boolean>`coalesce(${clubSponsors.showName}, false)`,
  firstName: users.firstName,
  lastName: users.lastName,
  donorDeleted: sql<boolean>`${users.deletedAt} is not null`,
};

/** The donor's consent row of the club a donation went to. */
export const sponsorOfDonation = and(
  eq(clubSponsors.clubId, donations.clubId),
  eq(clubSponsors.userId, donations.userId),
);

/** How a line names its donor: the name with consent (and an account not deleted), else null (anonymous). */
export function shownDonor(
  line: Pick<ClubPayableLine, 'showName' | 'donorDeleted' | 'firstName' | 'lastName'>,
) {
  return line.showName && !line.donorDeleted && line.firstName
    ? `${line.firstName} ${line.lastName ?? ''}`.trim()
    : null;
}
