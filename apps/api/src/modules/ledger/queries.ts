import type { LedgerAccount, LedgerDonation, LedgerRequest } from '@tifo/contract';
import { LEDGER_PAGE_SIZE } from '@tifo/contract';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubs, products } from '../../db/schema-clubs';
import { donations, ledgerEntries } from '../../db/schema-payments';

/**
 * Reading the ledger (the operator's view) and rebuilding the products' totals from it. The ledger is the truth;
 * products.total_funded_rappen and backers are a cache written by each settlement in the same transaction.
 */

/** Each product's booked gross and number of booked donations less refunds, from the ledger's donor_gross rows. */
const bookedPerProduct = sql`
  select ${donations.productId} as product_id,
         sum(${ledgerEntries.amountRappen})::int as gross,
         (count(*) filter (where ${ledgerEntries.kind} = 'donation')
           - count(*) filter (where ${ledgerEntries.kind} = 'refund'))::int as backers
  from ${ledgerEntries}
  join ${donations} on ${donations.id} = ${ledgerEntries.donationId}
  where ${ledgerEntries.account} = 'donor_gross' and ${ledgerEntries.kind} in ('donation', 'refund')`;

export async function accountTotals(
  db: DbOrTx,
): Promise<Record<LedgerAccount, number> & { balance: number }> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      total: sql<number>`coalesce(sum(${ledgerEntries.amountRappen}), 0)::int`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  const totals = {
    donor_gross: 0,
    platform_fee: 0,
    club_payable: 0,
    payout_in_transit: 0,
    paid_out: 0,
    balance: 0,
  };
  for (const row of rows) {
    if (row.account in totals) totals[row.account as LedgerAccount] = Number(row.total);
    totals.balance += Number(row.total);
  }
  return totals;
}

export async function bookedDonationCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(donations)
    .where(eq(donations.status, 'succeeded'));
  return Number(row?.n ?? 0);
}

/** Ids of the products whose cached totals differ from the ledger. */
export async function productsOutOfStep(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select p.id as id
    from ${products} p
    left join (${bookedPerProduct} group by ${donations.productId}) booked on booked.product_id = p.id
    where p.total_funded_rappen <> coalesce(booked.gross, 0) or p.backers <> coalesce(booked.backers, 0)`);
  return result.rows.map((row) => row.id);
}

/**
 * Sets one product's totals from the ledger, under the product's row lock (the lock settlements take), so a
 * donation booked meanwhile is either counted here or adds itself afterwards. true when they changed.
 */
export async function rebuildProductTotals(db: Db, productId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) return false;
    const result = await tx.execute<{ gross: number; backers: number }>(
      sql`${bookedPerProduct} and ${donations.productId} = ${productId} group by ${donations.productId}`,
    );
    const gross = Number(result.rows[0]?.gross ?? 0);
    const backers = Number(result.rows[0]?.backers ?? 0);
    if (product.totalFundedRappen === gross && product.backers === backers) return false;
    await tx.update(products).set({ totalFundedRappen: gross, backers }).where(eq(products.id, productId));
    return true;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function donationPage(
  db: DbOrTx,
  request: LedgerRequest,
): Promise<{ rows: LedgerDonation[]; total: number }> {
  const filters: SQL[] = [];
  const search = request.donation;
  if (search?.includes('@')) {
    // A donor's e-mail (accounts keep it lower-cased): every donation of theirs, for a support request.
    const donor = db.select({ id: users.id }).from(users).where(eq(users.email, search.toLowerCase()));
    filters.push(inArray(donations.userId, donor));
  } else if (search) {
    const byReference = eq(donations.providerReference, search);
    filters.push(UUID.test(search) ? (or(eq(donations.id, search), byReference) as SQL) : byReference);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(donations).where(where);
  const rows = await db
    .select({
      donation: donations,
      clubName: clubs.name,
      productTitle: products.title,
      donorEmail: users.email,
    })
    .from(donations)
    .innerJoin(clubs, eq(clubs.id, donations.clubId))
    .innerJoin(products, eq(products.id, donations.productId))
    .innerJoin(users, eq(users.id, donations.userId))
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(LEDGER_PAGE_SIZE)
    .offset(request.page * LEDGER_PAGE_SIZE);
  const ids = rows.map((row) => row.donation.id);
  const entries = ids.length
    ? await db
        .select({
          donationId: ledgerEntries.donationId,
          account: ledgerEntries.account,
          amount: ledgerEntries.amountRappen,
        })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.donationId, ids))
    : [];
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map(({ donation, clubName, productTitle, donorEmail }) => {
      const ledger: LedgerDonation['ledger'] = {};
      for (const entry of entries) {
        if (entry.donationId !== donation.id) continue;
        const account = entry.account as LedgerAccount;
        ledger[account] = (ledger[account] ?? 0) + entry.amount;
      }
      return {
        id: donation.id,
        createdAt: donation.createdAt.toISOString(),
        settledAt: donation.settledAt?.toISOString() ?? null,
        refundedAt: donation.refundedAt?.toISOString() ?? null,
        status: donation.status as LedgerDonation['status'],
        provider: donation.provider as LedgerDonation['provider'],
        providerReference: donation.providerReference,
        clubId: donation.clubId,
        clubName,
        productTitle,
        donorEmail,
        amountRappen: donation.amountRappen,
        ledger,
      };
    }),
  };
}
