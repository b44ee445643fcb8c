import { describe, expect, it } from 'vitest';
import {
  applyProductType,
  cutToLimit,
  DEFAULT_TICKETS,
  defaultExpiryDate,
  defaultPeriodOf,
  defaultTargetAmount,
  EventRequest,
  emptyEventForm,
  emptyProductForm,
  endOfSwissDay,
  fillMissingDescriptions,
  formatSwissDateTime,
  MEMBERSHIP_PERIODS,
  OFFER_LIMITS,
  type ProductTypeFlags,
  parsePrice,
  parseSwissDateTime,
  periodsOf,
  priceRequired,
  productRequestSchema,
  RECURRING_PERIOD_DAYS,
  stillUntranslated,
  TifoTranslateResponse,
  TranslateRequest,
  UpdateEventRequest,
  updateProductRequestSchema,
  validPriceRappen,
  withTranslations,
} from './index';
import { GERMAN_MESSAGE_KEYS, KEYS, MESSAGES } from './messages';

const CLUB_ID = '0b7c3c57-6d5e-4f3a-9a59-0c1f1f0b7e11';
const PRODUCT_ID = '5f0c3c57-6d5e-4f3a-9a59-0c1f1f0b7e22';
/** 22 November 2026, 10:00 in Zürich. */
const NOW = new Date('2026-11-22T09:00:00Z');
const ProductRequest = productRequestSchema(() => NOW);
const UpdateProductRequest = updateProductRequestSchema(() => NOW);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const validProduct = {
  clubId: CLUB_ID,
  title: 'Trikot-Sponsoring',
  productType: 'fixed' as const,
  price: 150,
  expiryDate: '2027-11-22',
  descriptionDe: 'Dein Name auf dem Trikot.',
};

const flags = (overrides: Partial<ProductTypeFlags> = {}): ProductTypeFlags => ({
  productType: 'fixed',
  crowdFunding: false,
  recurringProduct: false,
  recurringPeriod: null,
  deliveryAvailable: true,
  ...overrides,
});

describe('product type flags (PRODUCT.md §offers)', () => {
  it('crowd sets crowdfunding, no recurrence and no delivery', () => {
    expect(applyProductType(flags({ recurringProduct: true, recurringPeriod: 'month' }), 'crowd')).toEqual({
      productType: 'crowd',
      crowdFunding: true,
      recurringProduct: false,
      recurringPeriod: null,
      deliveryAvailable: false,
    });
  });

  it('subscription recurs weekly by default, without delivery', () => {
    expect(applyProductType(flags(), 'subscription')).toEqual({
      productType: 'subscription',
      crowdFunding: false,
      recurringProduct: true,
      recurringPeriod: 'week',
      deliveryAvailable: false,
    });
  });

  it('membership recurs monthly by default, without delivery', () => {
    expect(applyProductType(flags({ crowdFunding: true }), 'membership')).toEqual({
      productType: 'membership',
      crowdFunding: false,
      recurringProduct: true,
      recurringPeriod: 'month',
      deliveryAvailable: false,
    });
  });

  it('open has no recurrence and no delivery', () => {
    expect(
      applyProductType(flags({ recurringProduct: true, recurringPeriod: 'year' }), 'open'),
    ).toMatchObject({
      crowdFunding: false,
      recurringProduct: false,
      recurringPeriod: null,
      deliveryAvailable: false,
    });
  });

  it('fixed keeps the delivery choice either way', () => {
    expect(applyProductType(flags({ deliveryAvailable: true }), 'fixed').deliveryAvailable).toBe(true);
    expect(applyProductType(flags({ deliveryAvailable: false }), 'fixed').deliveryAvailable).toBe(false);
    expect(applyProductType(flags({ productType: 'crowd', crowdFunding: true }), 'fixed')).toMatchObject({
      crowdFunding: false,
      recurringProduct: false,
    });
  });

  it('resets delivery whenever the type is not fixed', () => {
    for (const type of ['open', 'subscription', 'crowd', 'membership'] as const) {
      expect(applyProductType(flags({ deliveryAvailable: true }), type).deliveryAvailable).toBe(false);
    }
  });

  it('keeps a chosen period valid for the type, and replaces one that is not', () => {
    expect(applyProductType(flags({ recurringPeriod: 'year' }), 'subscription').recurringPeriod).toBe('year');
    expect(applyProductType(flags({ recurringPeriod: 'six_months' }), 'membership').recurringPeriod).toBe(
      'six_months',
    );
    // A weekly or yearly membership is not offered: back to the monthly default.
    expect(applyProductType(flags({ recurringPeriod: 'week' }), 'membership').recurringPeriod).toBe('month');
    expect(applyProductType(flags({ recurringPeriod: 'year' }), 'membership').recurringPeriod).toBe('month');
  });

  it('does not change the form it is given', () => {
    const form = flags();
    applyProductType(form, 'crowd');
    expect(form).toEqual(flags());
  });

  it('knows the periods and their days', () => {
    expect(RECURRING_PERIOD_DAYS).toEqual({
      week: 7,
      month: 30,
      three_months: 90,
      four_months: 120,
      six_months: 180,
      year: 365,
    });
    expect(MEMBERSHIP_PERIODS).toEqual(['month', 'three_months', 'four_months', 'six_months']);
    expect(periodsOf('fixed')).toEqual([]);
    expect(periodsOf('subscription')).toHaveLength(6);
    expect(defaultPeriodOf('subscription')).toBe('week');
    expect(defaultPeriodOf('membership')).toBe('month');
    expect(defaultPeriodOf('crowd')).toBeNull();
  });
});

describe('product limits (PRODUCT.md §validation)', () => {
  it('accepts a valid fixed product and stores the flags of its type', () => {
    const parsed = ProductRequest.parse({ ...validProduct, deliveryAvailable: true });
    expect(parsed).toMatchObject({
      title: 'Trikot-Sponsoring',
      price: 150,
      deliveryAvailable: true,
      recurringProduct: false,
      recurringPeriod: null,
      crowdFunding: false,
      targetAmount: null,
      expiryDate: '2027-11-22',
      sourceLanguage: 'de',
    });
  });

  it('requires a title of at most 25 characters', () => {
    expect(messagesOf(ProductRequest.safeParse({ ...validProduct, title: '  ' }))).toEqual([
      KEYS.productTitleRequired,
    ]);
    expect(messagesOf(ProductRequest.safeParse({ ...validProduct, title: undefined }))).toEqual([
      KEYS.productTitleRequired,
    ]);
    expect(ProductRequest.safeParse({ ...validProduct, title: 'x'.repeat(25) }).success).toBe(true);
    expect(messagesOf(ProductRequest.safeParse({ ...validProduct, title: 'x'.repeat(26) }))).toEqual([
      KEYS.productTitleTooLong,
    ]);
  });

  it('requires the description in the source language, at most 240 characters in each language', () => {
    expect(messagesOf(ProductRequest.safeParse({ ...validProduct, descriptionDe: '' }))).toEqual([
      KEYS.productDescriptionRequired,
    ]);
    expect(
      messagesOf(ProductRequest.safeParse({ ...validProduct, sourceLanguage: 'en', description: '' })),
    ).toEqual([KEYS.productDescriptionRequired]);
    expect(ProductRequest.safeParse({ ...validProduct, descriptionFr: 'x'.repeat(240) }).success).toBe(true);
    for (const field of ['description', 'descriptionDe', 'descriptionFr', 'descriptionIt']) {
      expect(messagesOf(ProductRequest.safeParse({ ...validProduct, [field]: 'x'.repeat(241) }))).toEqual([
        KEYS.descriptionTooLong,
      ]);
    }
  });

  it('requires a price of at least 5 in whole francs (digits only)', () => {
    for (const price of [
      4.99,
      '4.99',
      'abc',
      '-5',
      '1e3',
      '5,00',
      '',
      null,
      undefined,
      5.001,
      -10,
      Number.NaN,
      12.5,
      '12.5',
      '25.05',
    ]) {
      expect(messagesOf(ProductRequest.safeParse({ ...validProduct, price })), String(price)).toEqual([
        KEYS.productPriceInvalid,
      ]);
    }
    expect(ProductRequest.parse({ ...validProduct, price: 5 }).price).toBe(5);
    expect(ProductRequest.parse({ ...validProduct, price: '25' }).price).toBe(25);
    expect(ProductRequest.parse({ ...validProduct, price: '25.00' }).price).toBe(25);
  });

  it('needs no price for open products and the free-sponsor form, and stores none', () => {
    expect(ProductRequest.parse({ ...validProduct, productType: 'open', price: 40 }).price).toBeNull();
    expect(ProductRequest.parse({ ...validProduct, productType: 'open', price: null }).price).toBeNull();
    // An invalid price is refused, not dropped (issue 45; it was dropped before).
    expect(
      messagesOf(ProductRequest.safeParse({ ...validProduct, productType: 'open', price: 'abc' })),
    ).toEqual([KEYS.productPriceInvalid]);
    expect(ProductRequest.parse({ ...validProduct, freeSponsor: true, price: undefined })).toMatchObject({
      price: null,
      freeSponsor: true,
    });
  });

  it('requires an expiry date that is a real day and not in the past', () => {
    expect(messagesOf(ProductRequest.safeParse({ ...validProduct, expiryDate: undefined }))).toEqual([
      KEYS.productExpiryRequired,
    ]);
    expect(messagesOf(ProductRequest.safeParse({ ...validProduct, expiryDate: '2027-02-30' }))).toEqual([
      KEYS.productExpiryRequired,
    ]);
    expect(messagesOf(ProductRequest.safeParse({ ...validProduct, expiryDate: '2026-11-21' }))).toEqual([
      KEYS.productExpiryInPast,
    ]);
    // Today is still allowed: the product is offered until the end of the day.
    expect(ProductRequest.safeParse({ ...validProduct, expiryDate: '2026-11-22' }).success).toBe(true);
    // A date picker's ISO string counts by its day.
    expect(ProductRequest.parse({ ...validProduct, expiryDate: '2027-01-31T00:00:00.000Z' }).expiryDate).toBe(
      '2027-01-31',
    );
  });

  it('defaults the expiry to one year ahead', () => {
    expect(defaultExpiryDate(NOW)).toBe('2027-11-22');
    expect(defaultExpiryDate(new Date('2028-02-29T12:00:00Z'))).toBe('2029-02-28');
    // 23:30 UTC on 31 December is already New Year in Zürich.
    expect(defaultExpiryDate(new Date('2026-12-31T23:30:00Z'))).toBe('2028-01-01');
    expect(emptyProductForm(CLUB_ID, NOW)).toMatchObject({ productType: 'fixed', expiryDate: '2027-11-22' });
  });

  it('defaults the crowdfunding target to the price, or 1000 without one', () => {
    expect(defaultTargetAmount(250)).toBe(250);
    expect(defaultTargetAmount(null)).toBe(1000);
    const crowd = { ...validProduct, productType: 'crowd' as const };
    expect(ProductRequest.parse(crowd)).toMatchObject({ crowdFunding: true, targetAmount: 150 });
    expect(ProductRequest.parse({ ...crowd, freeSponsor: true })).toMatchObject({
      price: null,
      targetAmount: 1000,
    });
    expect(ProductRequest.parse({ ...crowd, targetAmount: '5000' }).targetAmount).toBe(5000);
    expect(messagesOf(ProductRequest.safeParse({ ...crowd, targetAmount: 'lots' }))).toEqual([
      KEYS.targetAmountInvalid,
    ]);
    expect(messagesOf(ProductRequest.safeParse({ ...crowd, targetAmount: '5000.50' }))).toEqual([
      KEYS.targetAmountInvalid,
    ]);
    // Only crowdfunding has a target.
    expect(ProductRequest.parse({ ...validProduct, targetAmount: 5000 }).targetAmount).toBeNull();
  });

  it('applies the type rules on the server too, whatever flags are sent', () => {
    const parsed = ProductRequest.parse({
      ...validProduct,
      productType: 'subscription',
      crowdFunding: true,
      deliveryAvailable: true,
      recurringProduct: false,
      startingDate: '2027-01-01',
      retryingInterval: 3,
    });
    expect(parsed).toMatchObject({
      crowdFunding: false,
      deliveryAvailable: false,
      recurringProduct: true,
      recurringPeriod: 'week',
      startingDate: '2027-01-01',
      retryingInterval: 3,
    });
    const fixed = ProductRequest.parse({ ...validProduct, startingDate: '2027-01-01', retryingInterval: 3 });
    expect(fixed).toMatchObject({ startingDate: null, retryingInterval: null });
  });

  it('refuses a period the type does not offer, and a bad retry interval', () => {
    expect(
      messagesOf(
        ProductRequest.safeParse({ ...validProduct, productType: 'membership', recurringPeriod: 'week' }),
      ),
    ).toEqual([KEYS.recurringPeriodInvalid]);
    expect(
      ProductRequest.parse({ ...validProduct, productType: 'membership', recurringPeriod: 'four_months' })
        .recurringPeriod,
    ).toBe('four_months');
    expect(
      messagesOf(
        ProductRequest.safeParse({ ...validProduct, productType: 'subscription', recurringPeriod: 'daily' }),
      ),
    ).toEqual([KEYS.recurringPeriodInvalid]);
    expect(
      messagesOf(
        ProductRequest.safeParse({ ...validProduct, productType: 'subscription', retryingInterval: 31 }),
      ),
    ).toEqual([KEYS.retryingIntervalInvalid]);
  });

  it('refuses an unknown type with its message', () => {
    expect(messagesOf(ProductRequest.safeParse({ ...validProduct, productType: 'lottery' }))).toEqual([
      KEYS.productTypeInvalid,
    ]);
  });

  it('updates need the product id; the club id is optional', () => {
    const { clubId: _clubId, ...withoutClub } = validProduct;
    expect(UpdateProductRequest.parse({ ...withoutClub, id: PRODUCT_ID }).id).toBe(PRODUCT_ID);
    expect(UpdateProductRequest.safeParse(validProduct).success).toBe(false);
  });

  it('parses prices as CHF with at most two decimals', () => {
    expect(parsePrice('25')).toBe(2500);
    expect(parsePrice(25.5)).toBe(2550);
    expect(parsePrice(0.1 + 0.2)).toBe(30);
    expect(parsePrice(12.345)).toBeUndefined();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parsePrice(true)).toBeUndefined();
    expect(validPriceRappen('4.99')).toBeUndefined();
    expect(validPriceRappen('5')).toBe(500);
    expect(validPriceRappen(OFFER_LIMITS.priceMaxChf + 1)).toBeUndefined();
    expect(priceRequired('open', false)).toBe(false);
    expect(priceRequired('fixed', true)).toBe(false);
    expect(priceRequired('crowd', false)).toBe(true);
  });
});

describe('descriptions in four languages', () => {
  const texts = { description: 'Hi', descriptionDe: 'Hallo', descriptionFr: 'Hallo', descriptionIt: 'Ciao' };

  it('cuts each translation to 240 characters without splitting a character', () => {
    expect(cutToLimit('x'.repeat(300))).toHaveLength(240);
    expect(cutToLimit('kurz')).toBe('kurz');
    expect(Array.from(cutToLimit('⚽'.repeat(300)))).toHaveLength(240);
  });

  it('keeps a language untranslated only while its text is the copied source', () => {
    expect(stillUntranslated(texts, 'de', ['fr', 'it', 'de'])).toEqual(['fr']);
  });

  it('fills empty languages with the source text and marks them', () => {
    expect(fillMissingDescriptions({ ...texts, description: '', descriptionIt: '' }, 'de', [])).toEqual({
      descriptions: {
        description: 'Hallo',
        descriptionDe: 'Hallo',
        descriptionFr: 'Hallo',
        descriptionIt: 'Hallo',
      },
      untranslatedLanguages: ['en', 'it'],
    });
  });

  it('puts a translate answer into the form', () => {
    const form = withTranslations(
      { ...texts, untranslatedLanguages: [] },
      TifoTranslateResponse.parse({
        translations: { en: 'Hello', fr: 'Hallo' },
        untranslated: true,
        untranslatedLanguages: ['fr'],
        provider: 'none',
      }),
    );
    expect(form).toMatchObject({
      description: 'Hello',
      descriptionFr: 'Hallo',
      untranslatedLanguages: ['fr'],
    });
  });

  it('translates into the requested languages except the source', () => {
    expect(
      TranslateRequest.parse({ text: ' Hallo ', sourceLang: 'de', targetLangs: ['it', 'de', 'en'] }),
    ).toEqual({
      text: 'Hallo',
      sourceLang: 'de',
      targetLangs: ['en', 'it'],
      shape: 'tifo',
    });
    expect(messagesOf(TranslateRequest.safeParse({ text: 'x'.repeat(241), targetLangs: ['en'] }))).toEqual([
      KEYS.descriptionTooLong,
    ]);
    expect(messagesOf(TranslateRequest.safeParse({ text: 'Hallo', targetLangs: [] }))).toEqual([
      KEYS.translationTargetsInvalid,
    ]);
    expect(messagesOf(TranslateRequest.safeParse({ text: 'Hallo', targetLangs: ['du'] }))).toEqual([
      KEYS.translationTargetsInvalid,
    ]);
  });

  it("takes the spec's {text, target_lang} with DeepL's language codes", () => {
    expect(TranslateRequest.parse({ text: 'Hallo', target_lang: 'EN-GB' })).toEqual({
      text: 'Hallo',
      sourceLang: undefined,
      targetLangs: ['en'],
      shape: 'spec',
    });
    expect(TranslateRequest.parse({ text: 'Hallo', target_lang: 'fr', source_lang: 'DE' })).toEqual({
      text: 'Hallo',
      sourceLang: 'de',
      targetLangs: ['fr'],
      shape: 'spec',
    });
    expect(messagesOf(TranslateRequest.safeParse({ text: 'Hallo', target_lang: 'ES' }))).toEqual([
      KEYS.translationTargetsInvalid,
    ]);
    expect(messagesOf(TranslateRequest.safeParse({ text: 'Hallo' }))).toEqual([
      KEYS.translationTargetsInvalid,
    ]);
    expect(
      messagesOf(TranslateRequest.safeParse({ text: 'Hallo', target_lang: 'FR', targetLangs: ['fr'] })),
    ).toEqual([KEYS.translationTargetsInvalid]);
    expect(messagesOf(TranslateRequest.safeParse({ text: '', target_lang: 'FR' }))).toEqual([
      KEYS.productDescriptionRequired,
    ]);
  });
});

describe('Swiss local times', () => {
  it('reads and writes YYYY-MM-DD HH:mm:ss in winter and summer time', () => {
    expect(parseSwissDateTime('2027-01-15 19:30:00')?.toISOString()).toBe('2027-01-15T18:30:00.000Z');
    expect(parseSwissDateTime('2027-07-15 19:30:00')?.toISOString()).toBe('2027-07-15T17:30:00.000Z');
    expect(formatSwissDateTime(new Date('2027-07-15T17:30:00Z'))).toBe('2027-07-15 19:30:00');
    expect(endOfSwissDay('2027-12-31')?.toISOString()).toBe('2027-12-31T22:59:59.000Z');
  });

  it('refuses what is not a time', () => {
    for (const text of [
      '2027-02-30 10:00:00',
      '2027-01-15 24:00:00',
      '2027-01-15T19:30:00',
      '15.01.2027 19:30',
      '',
    ]) {
      expect(parseSwissDateTime(text), text).toBeUndefined();
    }
  });

  it('handles the hours of the clock changes', () => {
    // 02:30 does not exist on 28 March 2027; 02:30 on 31 October 2027 occurs twice (the first is taken).
    expect(parseSwissDateTime('2027-03-28 02:30:00')).toBeDefined();
    expect(parseSwissDateTime('2027-10-31 02:30:00')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });
});

describe('event form (PRODUCT.md §validation)', () => {
  const validEvent = {
    clubId: CLUB_ID,
    title: 'Sommerfest',
    location: 'Zürich',
    latitude: 47.37,
    longitude: 8.54,
    fromDate: '2027-06-12 14:00:00',
    toDate: '2027-06-12 22:00:00',
    descriptionDe: 'Grillieren mit dem ganzen Verein.',
  };

  it('accepts a valid event with one Silver ticket of 200 by default', () => {
    const parsed = EventRequest.parse(validEvent);
    expect(parsed.tickets).toEqual([{ tier: 'Silver', amount: 200 }]);
    expect(DEFAULT_TICKETS).toEqual([{ tier: 'Silver', amount: 200 }]);
    expect(emptyEventForm(CLUB_ID).tickets).toEqual([{ tier: 'Silver', amount: 200 }]);
    expect(parsed.ticketSends).toBe(false);
  });

  it('needs a title of 5 to 20 characters', () => {
    for (const title of ['Fest', 'x'.repeat(21), '', undefined]) {
      expect(messagesOf(EventRequest.safeParse({ ...validEvent, title }))).toEqual([KEYS.eventTitleInvalid]);
    }
    expect(EventRequest.safeParse({ ...validEvent, title: 'x'.repeat(20) }).success).toBe(true);
    expect(EventRequest.safeParse({ ...validEvent, title: 'Feste' }).success).toBe(true);
  });

  it('needs a description of 5 to 240 characters, with the spec message kept exactly', () => {
    expect(MESSAGES.eventDescriptionInvalid).toBe('Beschreibung min.5 ');
    expect(messagesOf(EventRequest.safeParse({ ...validEvent, descriptionDe: 'Fest' }))).toEqual([
      KEYS.eventDescriptionInvalid,
    ]);
    expect(messagesOf(EventRequest.safeParse({ ...validEvent, descriptionDe: 'x'.repeat(241) }))).toEqual([
      KEYS.descriptionTooLong,
    ]);
  });

  it('needs start and end in the wire format, the end not before the start', () => {
    expect(messagesOf(EventRequest.safeParse({ ...validEvent, fromDate: '' }))).toEqual([
      KEYS.eventStartRequired,
    ]);
    expect(messagesOf(EventRequest.safeParse({ ...validEvent, toDate: '2027-06-12T22:00' }))).toEqual([
      KEYS.eventEndRequired,
    ]);
    expect(messagesOf(EventRequest.safeParse({ ...validEvent, toDate: '2027-06-12 13:59:59' }))).toEqual([
      KEYS.eventEndBeforeStart,
    ]);
    expect(EventRequest.safeParse({ ...validEvent, toDate: validEvent.fromDate }).success).toBe(true);
  });

  it('needs a location', () => {
    expect(messagesOf(EventRequest.safeParse({ ...validEvent, location: ' ' }))).toEqual([
      KEYS.eventLocationRequired,
    ]);
    expect(messagesOf(EventRequest.safeParse({ ...validEvent, location: 'x'.repeat(101) }))).toEqual([
      KEYS.eventLocationTooLong,
    ]);
  });

  it('allows the four tiers once each with a whole number of tickets', () => {
    const tickets = [
      { tier: 'Silver', amount: 200 },
      { tier: 'Gold', amount: 50 },
      { tier: 'Platinum', amount: 10 },
      { tier: 'Free', amount: 300 },
    ];
    expect(EventRequest.parse({ ...validEvent, tickets }).tickets).toEqual(tickets);
    expect(
      messagesOf(EventRequest.safeParse({ ...validEvent, tickets: [{ tier: 'Bronze', amount: 1 }] })),
    ).toEqual([KEYS.ticketTierInvalid]);
    expect(
      messagesOf(
        EventRequest.safeParse({
          ...validEvent,
          tickets: [
            { tier: 'Gold', amount: 1 },
            { tier: 'Gold', amount: 2 },
          ],
        }),
      ),
    ).toEqual([KEYS.ticketTierDuplicate]);
    expect(
      messagesOf(EventRequest.safeParse({ ...validEvent, tickets: [{ tier: 'Gold', amount: 1.5 }] })),
    ).toEqual([KEYS.ticketAmountInvalid]);
    expect(messagesOf(EventRequest.safeParse({ ...validEvent, tickets: [] }))).toEqual([
      KEYS.ticketsRequired,
    ]);
  });

  it('updates need the event id', () => {
    expect(UpdateEventRequest.safeParse({ ...validEvent, id: PRODUCT_ID }).success).toBe(true);
    expect(UpdateEventRequest.safeParse(validEvent).success).toBe(false);
  });
});

describe('messages', () => {
  it('quotes the German spec messages exactly and lists them as German', () => {
    const spec = {
      productTitleRequired: 'Bitte erfasse einen Titel.',
      productDescriptionRequired: 'Bitte erfasse eine Beschreibung.',
      productPriceInvalid: 'Bitte gib einen gültigen Preis an.',
      productExpiryRequired: 'Bitte erfasse ein Ablaufdatum.',
      productImageRequired: 'Bitte lade ein Produktbild hoch.',
      eventTitleInvalid: 'Titel min.5 max.20 Buchstaben',
      eventDescriptionInvalid: 'Beschreibung min.5 ',
      eventStartRequired: 'Bitte setze ein Startdatum.',
      eventEndRequired: 'Bitte setze ein Enddatum.',
      eventLocationRequired: 'Bitte erfasse einen Ort.',
      eventImageRequired: 'Bitte lade ein Event-Bild hoch.',
      productDeactivated: 'Produkt erfolgreich deaktiviert!',
      productUpdated: 'Produkt erfolgreich aktualisiert!',
      eventUpdated: 'Event erfolgreich aktualisiert!',
    } as const;
    for (const [key, text] of Object.entries(spec)) {
      expect(MESSAGES[key as keyof typeof spec]).toBe(text);
      expect(GERMAN_MESSAGE_KEYS.has(key as keyof typeof spec)).toBe(true);
    }
  });
});
