import { grossForNet, splitDonation } from '@tifo/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donorWithCard, payoutClub } from './dashboard.helpers';
import { useTestApp } from './helpers';
import { ledgerOf, ledgerSum } from './payments.helpers';

/**
 * Issue 48, "the donor covers the fee": over 1,000 random amounts through the API, the club's net equals the
 * chosen amount to the Rappen, the donor pays exactly grossForNet of it and the fee is the rule's. Its own file:
 * its 1,000 receipts are rendered in the background while it runs, and no other test should wait for them.
 */

const t = useTestApp();

describe('the donor covers the fee, for any amount', () => {
  it('gives the club exactly the chosen amount to the Rappen for random amounts, through the API', {
    timeout: 300_000,
  }, async () => {
    const { product: open } = await payoutClub(t);
    const fan = await donorWithCard(t, 'random');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 500, max: 2_000_000 }), async (chosen) => {
        const amount = (chosen / 100).toFixed(2);
        const paid = await t.post(
          '/api/donations',
          { productId: open.id, amount, coverFee: true },
          fan.token,
        );
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        const ledger = await ledgerOf(t, paid.body.donationId);
        expect(-ledger.club_payable!).toBe(chosen);
        expect(ledger.donor_gross).toBe(grossForNet(chosen));
        expect(-ledger.platform_fee!).toBe(splitDonation(grossForNet(chosen)).feeRappen);
      }),
      { numRuns: 1000 },
    );
    expect(await ledgerSum(t)).toBe(0);
  });
});
