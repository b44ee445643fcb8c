import { describe, expect, it } from 'vitest';
import { KEYS, MESSAGES, messageText } from './messages';
import {
  type AmountRuleProduct,
  amountRuleProduct,
  checkAmount,
  DeliveryInfo,
  maxDonationMessage,
  maxGiftRappen,
  orderSummary,
  PayRequest,
  PayTwintRequest,
  remainingRappen,
  SandboxPaymentMethodRequest,
  SavePaymentMethodRequest,
  sanitizeAmountInput,
} from './payments';

const open: AmountRuleProduct = {
  priceRappen: null,
  crowdFunding: false,
  targetAmountRappen: null,
  totalFundedRappen: 0,
};
const fixed: AmountRuleProduct = { ...open, priceRappen: 2500 };
const crowd: AmountRuleProduct = {
  priceRappen: 10_000,
  crowdFunding: true,
  targetAmountRappen: 10_000,
  totalFundedRappen: 7_550,
};

/** A refusal in the spec's words (checkAmount names its message by key, with the amount as a value). */
function worded(check: ReturnType<typeof checkAmount>) {
  return check.ok ? check : { ok: false, message: messageText(check.message) };
}

describe('checkAmount', () => {
  it('accepts CHF as strings or numbers with at most two decimals', () => {
    expect(checkAmount(open, '25')).toEqual({ ok: true, amountRappen: 2500 });
    expect(checkAmount(open, '25.5')).toEqual({ ok: true, amountRappen: 2550 });
    expect(checkAmount(open, 25.05)).toEqual({ ok: true, amountRappen: 2505 });
    expect(checkAmount(open, '5')).toEqual({ ok: true, amountRappen: 500 });
  });

  it.each([
    ['4.99', MESSAGES.paymentAmountRequired],
    [0, MESSAGES.paymentAmountRequired],
    ['', MESSAGES.paymentAmountRequired],
    [undefined, MESSAGES.paymentAmountRequired],
    [-10, MESSAGES.amountInvalid],
    ['-10', MESSAGES.amountInvalid],
    ['abc', MESSAGES.amountInvalid],
    ['5.001', MESSAGES.amountInvalid],
    [5.001, MESSAGES.amountInvalid],
    ['1e3', MESSAGES.amountInvalid],
    ['5,00', MESSAGES.amountInvalid],
    [Number.NaN, MESSAGES.amountInvalid],
    [Number.POSITIVE_INFINITY, MESSAGES.amountInvalid],
    [1e9, MESSAGES.amountInvalid],
    ['2000000', messageText(maxDonationMessage(100_000_000))],
  ])('refuses %s for an open amount', (input, message) => {
    expect(worded(checkAmount(open, input))).toEqual({ ok: false, message });
  });

  it('asks for the price of a product that has one', () => {
    expect(checkAmount(fixed, 25)).toEqual({ ok: true, amountRappen: 2500 });
    expect(worded(checkAmount(fixed, '24.99'))).toEqual({
      ok: false,
      message: 'The amount of this product is CHF 25.00',
    });
  });

  it('caps crowdfunding at price − totalFunded with the number filled in', () => {
    expect(remainingRappen(crowd)).toBe(2450);
    expect(checkAmount(crowd, '24.50')).toEqual({ ok: true, amountRappen: 2450 });
    expect(worded(checkAmount(crowd, '24.51'))).toEqual({
      ok: false,
      message: 'max donation amount CHF 24.50',
    });
    expect(worded(checkAmount(crowd, 4))).toEqual({ ok: false, message: MESSAGES.paymentAmountRequired });
  });

  it('lets the last francs of a campaign be given and refuses anything once it is funded', () => {
    const almost = { ...crowd, totalFundedRappen: 9_700 };
    expect(checkAmount(almost, 3)).toEqual({ ok: true, amountRappen: 300 });
    const funded = { ...crowd, totalFundedRappen: 10_000 };
    expect(worded(checkAmount(funded, 1))).toEqual({ ok: false, message: 'max donation amount CHF 0.00' });
    expect(worded(checkAmount(funded, 0))).toEqual({ ok: false, message: MESSAGES.paymentAmountRequired });
  });

  it('caps a crowdfunding product without price by its target', () => {
    const noPrice = { ...crowd, priceRappen: null, targetAmountRappen: 100_000, totalFundedRappen: 0 };
    expect(worded(checkAmount(noPrice, 1000.01))).toEqual({
      ok: false,
      message: "max donation amount CHF 1'000.00",
    });
  });

  it('reads the product as checkout gets it', () => {
    expect(
      amountRuleProduct({ price: 100, crowdFunding: true, targetAmount: 100, totalFunded: 75.5 }),
    ).toEqual({ ...crowd, maxAmountRappen: null });
    expect(
      amountRuleProduct({
        price: null,
        crowdFunding: false,
        targetAmount: null,
        totalFunded: 0,
        maxAmount: 250,
      }),
    ).toMatchObject({ maxAmountRappen: 25_000 });
  });

  it("holds a free amount to the club's maximum for the offer, and crowdfunding to the lower of it and the rest", () => {
    const open = { priceRappen: null, crowdFunding: false, targetAmountRappen: null, totalFundedRappen: 0 };
    expect(checkAmount({ ...open, maxAmountRappen: 25_000 }, '250')).toEqual({
      ok: true,
      amountRappen: 25_000,
    });
    expect(checkAmount({ ...open, maxAmountRappen: 25_000 }, '250.05')).toEqual({
      ok: false,
      message: maxDonationMessage(25_000),
    });
    expect(maxGiftRappen({ ...open, maxAmountRappen: null })).toBeNull();
    expect(maxGiftRappen({ ...crowd, maxAmountRappen: 1_000 })).toBe(1_000);
    expect(maxGiftRappen({ ...crowd, maxAmountRappen: 5_000 })).toBe(10_000 - 7_550);
    // A fixed price has no maximum: the price is the amount.
    const fixed = { priceRappen: 5_000, crowdFunding: false, targetAmountRappen: null, totalFundedRappen: 0 };
    expect(maxGiftRappen({ ...fixed, maxAmountRappen: 1_000 })).toBeNull();
    expect(checkAmount({ ...fixed, maxAmountRappen: 1_000 }, '50')).toEqual({
      ok: true,
      amountRappen: 5_000,
    });
  });
});

describe('orderSummary', () => {
  it.each([
    [500, '5.00', '1.00', '4.00'],
    [2500, '25.00', '5.00', '20.00'],
    [10_000, '100.00', '20.00', '80.00'],
    [15_000, '150.00', '20.00', '130.00'],
  ])('%i Rappen: total %s, fee %s, club %s', (rappen, total, fee, club) => {
    expect(orderSummary(rappen)).toMatchObject({ total, fee, club, totalRappen: rappen });
  });
});

describe('amount input', () => {
  it('keeps digits and one decimal point', () => {
    expect(sanitizeAmountInput('1a2.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('-5,50')).toBe('550');
  });
});

describe('DeliveryInfo', () => {
  const valid = {
    fullName: 'Anna Muster',
    address1: 'Seestrasse 5',
    city: 'Zürich',
    postalCode: '8001',
    country: 'CH',
  };

  it('requires name, address, city, postal code and country', () => {
    const result = DeliveryInfo.safeParse({ ...valid, fullName: ' ', city: undefined });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([KEYS.requiredField, KEYS.requiredField]);
  });

  it.each(['+41791234567', '079 123 4567', '0791234567', '+417912345678', ''])(
    'accepts the phone %s',
    (phone) => {
      expect(DeliveryInfo.safeParse({ ...valid, phoneNumber: phone }).success).toBe(true);
    },
  );

  it.each(['12345', 'abc defg hij', '+41 79 123 45 67 89', '079123456789012'])(
    'refuses the phone %s',
    (phone) => {
      const result = DeliveryInfo.safeParse({ ...valid, phoneNumber: phone });
      expect(result.error?.issues[0]?.message).toBe(KEYS.phoneNumberInvalid);
    },
  );
});

describe('requests', () => {
  const productId = '4b0f8f4e-52a8-4c45-9d1c-2f6f0b2b8e11';

  it('takes a payment method or an intent id of the provider', () => {
    expect(PayRequest.safeParse({ productId, amount: '25', paymentMethodId: 'pm_abcdefgh12' }).success).toBe(
      true,
    );
    expect(PayRequest.safeParse({ productId, amount: 25, paymentIntentId: 'pi_abcdefgh12' }).success).toBe(
      true,
    );
    expect(PayRequest.safeParse({ productId, amount: 25, paymentIntentId: "pi_x' or 1=1" }).success).toBe(
      false,
    );
  });

  it('needs a TWINT transaction id', () => {
    expect(PayTwintRequest.safeParse({}).success).toBe(false);
    expect(PayTwintRequest.safeParse({ datatransTrxId: 'tw_123' }).success).toBe(true);
    expect(PayTwintRequest.safeParse({ transactionId: 'tw_123' }).success).toBe(true);
  });

  it("folds the spec's second name of a field into the one the services read", () => {
    expect(PayRequest.parse({ productId, amount: 25, payment_method: 'pm_abcdefgh12' })).toEqual({
      productId,
      amount: 25,
      paymentMethodId: 'pm_abcdefgh12',
    });
    expect(
      PayRequest.parse({
        productId,
        amount: 25,
        paymentMethodId: 'pm_first1234',
        payment_method: 'pm_other1234',
      }),
    ).toEqual({ productId, amount: 25, paymentMethodId: 'pm_first1234' });
    expect(SavePaymentMethodRequest.parse({ payment_method: 'pm_abcdefgh12' })).toEqual({
      paymentMethodId: 'pm_abcdefgh12',
    });
    expect(PayTwintRequest.parse({ datatransTrxId: 'tw_123' })).toEqual({ transactionId: 'tw_123' });
    expect(PayTwintRequest.parse({ transactionId: 'tw_456' })).toEqual({ transactionId: 'tw_456' });
  });

  it('reads a card number with spaces and refuses an incomplete card', () => {
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Anna' };
    expect(SandboxPaymentMethodRequest.parse(card).number).toBe('4242424242424242');
    expect(SandboxPaymentMethodRequest.safeParse({ ...card, cvc: '1' }).error?.issues[0]?.message).toBe(
      KEYS.cardIncomplete,
    );
    expect(SandboxPaymentMethodRequest.safeParse({ ...card, name: ' ' }).error?.issues[0]?.message).toBe(
      KEYS.cardholderNameRequired,
    );
  });
});
