import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_RULES,
  CampaignUpdateRequest,
  campaignPercent,
  campaignState,
  campaignTargetRappen,
  daysLeft,
  pledgeCapRappen,
} from './campaigns';
import { checkPledgeAmount } from './pledges';
import { endOfSwissDay } from './swiss-time';

const at = (iso: string) => new Date(iso);

describe('a campaign', () => {
  it('targets its target, else its price, else CHF 1,000', () => {
    expect(campaignTargetRappen({ targetAmountRappen: 500_000, priceRappen: 2000 })).toBe(500_000);
    expect(campaignTargetRappen({ targetAmountRappen: null, priceRappen: 2000 })).toBe(2000);
    expect(campaignTargetRappen({ targetAmountRappen: null, priceRappen: null })).toBe(100_000);
  });

  it('shows whole percent of the target, at most 100', () => {
    expect(campaignPercent(0, 10_000)).toBe(0);
    expect(campaignPercent(4299, 10_000)).toBe(42);
    expect(campaignPercent(10_000, 10_000)).toBe(100);
    expect(campaignPercent(14_000, 10_000)).toBe(100);
  });

  it('counts calendar days in Swiss time to its last day: 0 on that day and after the end', () => {
    const end = endOfSwissDay('2026-12-13')!;
    expect(daysLeft(end, at('2026-12-03T06:00:00Z'))).toBe(10);
    // 23:30 in Zurich on the 3rd is still the 3rd.
    expect(daysLeft(end, at('2026-12-03T22:30:00Z'))).toBe(10);
    // 00:30 in Zurich on the 4th.
    expect(daysLeft(end, at('2026-12-03T23:30:00Z'))).toBe(9);
    expect(daysLeft(end, at('2026-12-13T12:00:00Z'))).toBe(0);
    expect(daysLeft(end, at('2026-12-20T12:00:00Z'))).toBe(0);
  });

  it('runs until its end, then is what was decided, or what the raised sum says', () => {
    const endsAt = endOfSwissDay('2026-12-13')!;
    const base = { endsAt, outcome: null, raisedRappen: 10_000, targetRappen: 10_000 };
    expect(campaignState({ ...base, now: endsAt })).toBe('running');
    expect(campaignState({ ...base, now: new Date(endsAt.getTime() + 1) })).toBe('funded');
    expect(campaignState({ ...base, raisedRappen: 9999, now: new Date(endsAt.getTime() + 1) })).toBe(
      'not_funded',
    );
    expect(campaignState({ ...base, outcome: 'not_funded', now: endsAt })).toBe('not_funded');
  });

  it('lets pledges reach 150 % of the target unless the club set another cap', () => {
    expect(CAMPAIGN_RULES.overfundingDefaultPercent).toBe(150);
    expect(pledgeCapRappen(10_000, null)).toBe(15_000);
    expect(pledgeCapRappen(10_000, 100)).toBe(10_000);
    expect(pledgeCapRappen(33_333, 300)).toBe(99_999);
  });

  it('takes a pledge of CHF 5 or more within what the cap leaves and the club’s maximum', () => {
    const room = { capRappen: 15_000, pledgedRappen: 12_000, maxAmountRappen: null };
    expect(checkPledgeAmount(room, '30')).toEqual({ ok: true, amountRappen: 3000 });
    expect(checkPledgeAmount(room, '30.05')).toEqual({
      ok: false,
      message: { key: 'maxDonationAmount', values: { amount: '30.00' } },
    });
    expect(checkPledgeAmount(room, '4.95')).toEqual({ ok: false, message: { key: 'paymentAmountRequired' } });
    // Less than CHF 5 left: the rest completes it.
    expect(checkPledgeAmount({ ...room, pledgedRappen: 14_700 }, '3')).toEqual({
      ok: true,
      amountRappen: 300,
    });
    expect(checkPledgeAmount({ ...room, maxAmountRappen: 2000 }, '25')).toEqual({
      ok: false,
      message: { key: 'maxDonationAmount', values: { amount: '20.00' } },
    });
  });

  it('takes an update of a title up to 120 and a text up to 5,000 characters', () => {
    const base = { productId: '3b0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a11', title: 'Halbzeit', text: 'Danke!' };
    expect(CampaignUpdateRequest.parse(base)).toMatchObject({ ...base, language: 'de' });
    expect(
      CampaignUpdateRequest.safeParse({ ...base, title: 'x'.repeat(121) }).error?.issues[0]?.message,
    ).toBe('campaignUpdateTitleRequired');
    expect(
      CampaignUpdateRequest.safeParse({ ...base, text: 'x'.repeat(5001) }).error?.issues[0]?.message,
    ).toBe('campaignUpdateTextRequired');
    expect(CampaignUpdateRequest.safeParse({ ...base, text: 'x'.repeat(5000) }).success).toBe(true);
  });
});
