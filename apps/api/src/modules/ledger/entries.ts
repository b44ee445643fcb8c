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

/**
 * A donation's rows: donor_gross +amount (received through the provider), platform_fee −fee (the platform's
 * revenue), club_payable −net (owed to the club). Dated at the booking (the platform clock's time).
 */
export async function insertDonationLedger(tx: DbOrTx, donation: LedgerDonation): Promise<void> {
  await donationLedgerInsert(tx, donation);
}

/** The insert of a donation's rows, not sent: to go out with the donation's own insert (db/alongside.ts). */
export function donationLedgerInsert(tx: DbOrTx, donation: LedgerDonation) {
  return donationRowsInsert(
    tx,
    { id: donation.id, clubId: donation.clubId, at: donation.settledAt ?? new Date() },
    { gross: donation.amountRappen, fee: -donation.feeRappen, net: -donation.netRappen },
  );
}

/**
 * A donation's three rows with their signed amounts; values or, for a statement made once, slots
 * (db/prepared.ts slotsOf).
 */
export function donationRowsInsert(
  tx: DbOrTx,
  donation: { id: string | SQL; clubId: string | SQL; at: Date | SQL },
  amounts: { gross: number | SQL; fee: number | SQL; net: number | SQL },
) {
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
