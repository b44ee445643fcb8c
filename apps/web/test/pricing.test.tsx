import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import { formatRappen, inputToRappen } from '../src/pages/info/FeeCalculator';
import { routes } from '../src/router';
import { renderRoutes } from './render';

async function openCalculator() {
  renderRoutes(routes, '/kosten');
  return (await screen.findByLabelText(/Betrag in CHF/, {}, { timeout: 5000 })) as HTMLInputElement;
}

function shown(row: 'donation' | 'fee' | 'payout'): string {
  return screen.getByTestId(`calculator-${row}`).textContent ?? '';
}

describe('fee calculator (/kosten)', () => {
  beforeEach(async () => {
    setLanguage('du');
    await i18n.loadNamespaces(['info']);
  });

  it('calculates with CHF 10 when the field is empty', async () => {
    const input = await openCalculator();
    expect(input.value).toBe('');
    expect(shown('donation')).toContain('10.00');
    expect(shown('fee')).toContain('2.00');
    expect(shown('payout')).toContain('8.00');
  });

  it('takes 20 % of CHF 5: fee 1.00, payout 4.00', async () => {
    const input = await openCalculator();
    await userEvent.type(input, '5');
    expect(shown('donation')).toContain('5.00');
    expect(shown('fee')).toContain('1.00');
    expect(shown('payout')).toContain('4.00');
  });

  it('caps the fee at CHF 20: 150 → 20.00 and 130.00', async () => {
    const input = await openCalculator();
    await userEvent.type(input, '150');
    expect(shown('fee')).toContain('20.00');
    expect(shown('payout')).toContain('130.00');
  });

  it('does not accept a negative amount', async () => {
    const input = await openCalculator();
    await userEvent.type(input, '-5');
    expect(input.value).not.toContain('-');
    expect(shown('fee')).not.toContain('-');
    expect(shown('payout')).not.toContain('-');
    expect(inputToRappen(-5)).toBe(0);
  });

  it('works in Rappen: 12.35 → fee 2.47, payout 9.88', async () => {
    const input = await openCalculator();
    await userEvent.type(input, '12.35');
    expect(shown('fee')).toContain('2.47');
    expect(shown('payout')).toContain('9.88');
  });

  it('shows the example table for CHF 5, 20, 100 and 150', async () => {
    await openCalculator();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['5.00', '1.00', '4.00'],
      ['20.00', '4.00', '16.00'],
      ['100.00', '20.00', '80.00'],
      ['150.00', '20.00', '130.00'],
    ]);
  });

  it('formats large amounts the Swiss way', () => {
    expect(formatRappen(123_456)).toMatch(/^1['’]234\.56$/);
    expect(inputToRappen('')).toBe(1000);
  });
});
