import { PRODUCT_TYPES, RECURRING_PERIODS, TICKET_TIERS } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { writtenIn } from '../../test/written-in';
import { DEMO_CATALOG, type DemoProduct, swissTime } from './demo-catalog';
import { DEMO_ORGANISATIONS } from './demo-data';

const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
const PUBLIC = DEMO_ORGANISATIONS.filter((org) => org.status !== 'pending');
const byShortName = new Map(DEMO_CATALOG.map((entry) => [entry.shortName, entry]));
const allProducts: DemoProduct[] = DEMO_CATALOG.flatMap((entry) => entry.products);
const allEvents = DEMO_CATALOG.flatMap((entry) => entry.events);

describe('DEMO_CATALOG', () => {
  it('names only demo organisations, each once', () => {
    const names = DEMO_CATALOG.map((entry) => entry.shortName);
    expect(new Set(names).size).toBe(names.length);
    const known = new Set(DEMO_ORGANISATIONS.map((org) => org.shortName));
    for (const name of names) expect(known.has(name), name).toBe(true);
  });

  it('gives every public organisation 2 to 4 products with distinct titles', () => {
    for (const org of PUBLIC) {
      const products = byShortName.get(org.shortName)?.products ?? [];
      expect(products.length, org.shortName).toBeGreaterThanOrEqual(2);
      expect(products.length, org.shortName).toBeLessThanOrEqual(
        org.shortName === 'fc-seefeld-zurich' ? 5 : 4,
      );
      expect(new Set(products.map((p) => p.title)).size, org.shortName).toBe(products.length);
    }
  });

  it('covers all five product types, and FC Seefeld Zürich has each of them and three events', () => {
    expect(new Set(allProducts.map((p) => p.productType))).toEqual(new Set(PRODUCT_TYPES));
    const seefeld = byShortName.get('fc-seefeld-zurich')!;
    expect(new Set(seefeld.products.map((p) => p.productType))).toEqual(new Set(PRODUCT_TYPES));
    expect(seefeld.events).toHaveLength(3);
    expect(allProducts.some((p) => p.deliveryAvailable)).toBe(true);
  });

  it('keeps every product within the product rules (PRODUCT.md §offers)', () => {
    for (const p of allProducts) {
      const where = p.title;
      expect(PRODUCT_TYPES).toContain(p.productType);
      expect(p.title.trim().length, where).toBeGreaterThan(0);
      expect(p.title.length, where).toBeLessThanOrEqual(25);
      for (const language of LANGUAGES) {
        expect(p.description[language].trim().length, `${where} ${language}`).toBeGreaterThan(0);
        expect(p.description[language].length, `${where} ${language}`).toBeLessThanOrEqual(240);
      }
      if (p.productType === 'open') expect(p.priceChf, where).toBeNull();
      else expect(p.priceChf, where).toBeGreaterThanOrEqual(5);
      const recurring = p.productType === 'subscription' || p.productType === 'membership';
      if (p.productType === 'subscription') expect(['week', 'month', 'year']).toContain(p.recurringPeriod);
      if (p.productType === 'membership') {
        expect(['month', 'three_months', 'six_months']).toContain(p.recurringPeriod);
      }
      if (!recurring) expect(p.recurringPeriod, where).toBeNull();
      else expect(RECURRING_PERIODS).toContain(p.recurringPeriod);
      if (p.productType === 'crowd') {
        expect(p.targetChf, where).toBeGreaterThan(0);
        expect(p.campaignEndDate, where).toMatch(/^2027-\d\d-\d\d$/);
      } else {
        expect(p.targetChf, where).toBeNull();
        expect(p.campaignEndDate, where).toBeNull();
      }
      if (p.deliveryAvailable) expect(p.productType, where).toBe('fixed');
      expect(p.expiryDate, where).toMatch(/^2027-\d\d-\d\d$/);
    }
  });

  it('gives at least 15 organisations 1 to 3 events within the event rules, some of them past', () => {
    const withEvents = DEMO_CATALOG.filter((entry) => entry.events.length > 0);
    expect(withEvents.length).toBeGreaterThanOrEqual(15);
    for (const entry of withEvents) {
      expect(entry.events.length, entry.shortName).toBeLessThanOrEqual(3);
      expect(
        PUBLIC.some((org) => org.shortName === entry.shortName),
        entry.shortName,
      ).toBe(true);
    }
    for (const event of allEvents) {
      const where = event.title;
      expect(event.title.length, where).toBeGreaterThanOrEqual(5);
      expect(event.title.length, where).toBeLessThanOrEqual(20);
      for (const language of LANGUAGES) {
        expect(event.description[language].trim().length, `${where} ${language}`).toBeGreaterThanOrEqual(5);
        expect(event.description[language].length, `${where} ${language}`).toBeLessThanOrEqual(240);
      }
      expect(event.from, where).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(event.to, where).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(event.from >= '2026-09-01' && event.to <= '2027-06-30 23:59', where).toBe(true);
      expect(swissTime(event.to).getTime(), where).toBeGreaterThanOrEqual(swissTime(event.from).getTime());
      expect(event.tickets.length, where).toBeGreaterThan(0);
      for (const ticket of event.tickets) {
        expect(TICKET_TIERS).toContain(ticket.tier);
        expect(Number.isInteger(ticket.amount) && ticket.amount > 0, where).toBe(true);
      }
    }
    expect(allEvents.filter((event) => event.from < '2026-11-01').length).toBeGreaterThanOrEqual(2);
    expect(allEvents.filter((event) => event.from >= '2026-12-01').length).toBeGreaterThanOrEqual(15);
  });

  it('files each description under its own language (a French club’s text in French under fr, not de)', () => {
    const offers = DEMO_CATALOG.flatMap((entry) =>
      [...entry.products, ...entry.events].map((offer) => ({
        where: `${entry.shortName} ${offer.title}`,
        offer,
      })),
    );
    for (const { where, offer } of offers)
      for (const language of LANGUAGES)
        expect(writtenIn(offer.description[language], language), `${where} ${language}`).toBe(true);
  });
});

describe('swissTime', () => {
  it('reads Swiss local time in winter (CET) and summer (CEST)', () => {
    expect(swissTime('2027-01-16 09:00').toISOString()).toBe('2027-01-16T08:00:00.000Z');
    expect(swissTime('2027-05-23 08:00').toISOString()).toBe('2027-05-23T06:00:00.000Z');
    expect(swissTime('2027-03-27 12:00').toISOString()).toBe('2027-03-27T11:00:00.000Z');
    expect(swissTime('2027-03-28 12:00').toISOString()).toBe('2027-03-28T10:00:00.000Z');
    expect(swissTime('2026-10-24 12:00').toISOString()).toBe('2026-10-24T10:00:00.000Z');
    expect(swissTime('2026-10-25 12:00').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });
});
