import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema-payments';

/**
 * Every write to the append-only ledger goes through here. Rows are debit positive and each movement's rows
 * share a group id and sum to zero. A trigger (migration 0013) keeps the clubs' balances, hourly figures and
 * sponsors in step in the same transaction.
 */

export interface LedgerDonation {
  id: string;
  clubId: string;
  amountRappen: number;
  feeRappen: number;
  netRappen: number;
  settledAt: Date | null;
}

/** Where a donation's rows belong and their signed amounts: values, or slots for a statement made once. */
type LedgerPlace = { id: string | SQL; clubId: string | SQL; at: Date | SQL };
type LedgerAmounts = { gross: number | SQL; fee: number | SQL; net: number | SQL };

/**
 * A donation's rows, as the one booking (payments/book-donation.ts) and the demo history write them: donor_gross
 * +amount (received through the provider), platform_fee −fee (the platform's revenue), club_payable −net (owed to
 * the club), dated at the booking (the platform clock's time).
 */
export function donationEntriesOf(donation: LedgerDonation): [LedgerPlace, LedgerAmounts] {
  return [
    { id: donation.id, clubId: donation.clubId, at: donation.settledAt ?? new Date() },
    { gross: donation.amountRappen, fee: -donation.feeRappen, net: -donation.netRappen },
  ];
}

/**
 * The insert of a donation's three rows (donationEntriesOf); awaited it is sent, or it goes out with the
 * donation's own insert (db/alongside.ts). The plain gift's prepared statement passes slots (db/prepared.ts).
 */
export function donationLedgerInsert(tx: DbOrTx, donation: LedgerPlace, amounts: LedgerAmounts) {
  const common = {
    groupId: donation.id,
    donationId: donation.id,
    clubId: donation.clubId,
    createdAt: donation.at,
  };
  return tx.insert(ledgerEntries).values([
    { ...common, account: 'donor_gross', kind: 'donation', amountRappen: amounts.gross },
    { ...common, account: 'platform_fee', kind: 'platform_fee', amountRappen: amounts.fee },
    { ...common, account: 'club_payable', kind: 'club_share', amountRappen: amounts.net },
  ]);
}

/** A refund reverses the donation's three rows: the donor gets the gross back, fee and net are given up. */
export async function insertRefundLedger(
  tx: DbOrTx,
  donation: LedgerDonation,
  groupId: string,
  at: Date,
): Promise<void> {
  const common = { groupId, donationId: donation.id, clubId: donation.clubId, kind: 'refund', createdAt: at };
  await tx.insert(ledgerEntries).values([
    { ...common, account: 'donor_gross', amountRappen: -donation.amountRappen },
    { ...common, account: 'platform_fee', amountRappen: donation.feeRappen },
    { ...common, account: 'club_payable', amountRappen: donation.netRappen },
  ]);
}

export type PayoutMovement = 'payout' | 'payout_paid' | 'payout_failed';

/**
 * A payout's movements: created, the club's balance goes into transit (club_payable +, payout_in_transit −);
 * paid, it leaves the platform (payout_in_transit +, paid_out −); failed, it returns to the club's balance
 * (payout_in_transit +, club_payable −).
 */
export async function insertPayoutLedger(
  tx: DbOrTx,
  payout: { id: string; clubId: string; amountRappen: number },
  movement: PayoutMovement,
  groupId: string,
  at: Date,
): Promise<void> {
  const amount = payout.amountRappen;
  const common = { groupId, clubId: payout.clubId, payoutId: payout.id, kind: movement, createdAt: at };
  const rows =
    movement === 'payout'
      ? [
          { ...common, account: 'club_payable', amountRappen: amount },
          { ...common, account: 'payout_in_transit', amountRappen: -amount },
        ]
      : [
          { ...common, account: 'payout_in_transit', amountRappen: amount },
          {
            ...common,
            account: movement === 'payout_paid' ? 'paid_out' : 'club_payable',
            amountRappen: -amount,
          },
        ];
  await tx.insert(ledgerEntries).values(rows);
}
