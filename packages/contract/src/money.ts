import type { PublicProduct } from './clubs';
import { DISCOVERY } from './limits';

/** Money crosses the API as CHF with two decimals; inside it is always integer Rappen. */

const CHF_PATTERN = /^\d{1,9}(\.\d{0,2})?$/;

/**
 * Parses '12', '12.5' or '12.05' (digits and one decimal point) into Rappen; undefined when not a valid amount. An
 * amount is exact or refused: a number with a third decimal (60.001) is no amount, it is never rounded.
 */
export function parseChf(input: string | number): number | undefined {
  if (typeof input === 'number' && !Number.isFinite(input)) return undefined;
  const text = typeof input === 'number' ? input.toFixed(2) : input.trim();
  if (!CHF_PATTERN.test(text)) return undefined;
  const [francs = '0', cents = ''] = text.split('.');
  const rappen = Number(francs) * 100 + Number(cents.padEnd(2, '0'));
  if (typeof input === 'number' && Math.abs(rappen - input * 100) > 1e-6) return undefined;
  return rappen;
}

/** 1235 → '12.35' */
export function formatChf(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(rappen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The Swiss thousands separator, as Intl's de-CH writes it (the dashboard's chart axis uses the same). */
export const CHF_GROUP_SEPARATOR = "'";

/**
 * 1418200 → '14'182.00': an amount for people to read (pages, PDFs, e-mails, messages), the francs grouped by
 * threes as in Switzerland, in every language. Files for machines (pain.001, CSV) and the API's JSON keep
 * formatChf's plain digits.
 */
export function formatChfGrouped(rappen: number): string {
  return formatChf(rappen).replace(/\B(?=(\d{3})+\.)/g, CHF_GROUP_SEPARATOR);
}

/** 1344 → "1'344": a count for people to read (donations, members, rows), grouped like formatChfGrouped's francs. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, CHF_GROUP_SEPARATOR);
}

/** 1235 → 12.35 as a number, for JSON answers that the spec shows as numbers. */
export function rappenToChf(rappen: number): number {
  return Number(formatChf(rappen));
}

/** Crowdfunding progress in percent, capped at 100; the target defaults to the price, or CHF 1000. */
export function crowdfundingProgress(
  product: Pick<PublicProduct, 'totalFunded' | 'targetAmount' | 'price'>,
): number {
  const target = product.targetAmount ?? product.price ?? DISCOVERY.crowdfundingDefaultTargetChf;
  if (target <= 0) return 100;
  return Math.min(100, Math.round((product.totalFunded / target) * 100));
}
