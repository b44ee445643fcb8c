/**
 * Phone numbers are stored as typed, digits with an optional '+' (organisations' `phone` schema). For people to
 * read, a Swiss number is grouped as the Swiss numbering plan writes it: 044 381 42 07, +41 79 123 45 67, and the
 * service numbers 0800 123 456 / +41 800 123 456. Any other number is shown as stored.
 */

/** Service numbers (free, shared cost, premium): a three-digit code and six digits, not 2 + 7. */
const SERVICE_CODES = new Set(['800', '840', '842', '844', '848', '900', '901', '906']);

/** '0443814207' → '044 381 42 07', '+41791234567' → '+41 79 123 45 67'; anything else unchanged. */
export function formatPhone(stored: string): string {
  const compact = stored.replace(/\s+/g, '');
  const match = /^(?:(\+41|0041)|0)([1-9]\d{8})$/.exec(compact);
  if (!match) return stored;
  const [, international, number = ''] = match;
  const service = SERVICE_CODES.has(number.slice(0, 3));
  const groups = service
    ? [number.slice(0, 3), number.slice(3, 6), number.slice(6)]
    : [number.slice(0, 2), number.slice(2, 5), number.slice(5, 7), number.slice(7)];
  return international ? `+41 ${groups.join(' ')}` : `0${groups.join(' ')}`;
}
