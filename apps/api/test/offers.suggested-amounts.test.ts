import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema-clubs';
import { fieldTexts } from './helpers';
import { homeProducts, useOfferCast } from './offers.helpers';

/*
 * Issue 48, "suggested amounts": up to three per product, set by the club, offered in checkout; a sensible
 * default where none are set. Before this work the field was refused as unknown and products had no suggestions.
 */

const { t, home } = useOfferCast('fc-suggested');

const { productBody, created } = homeProducts(t, home);

const shown = async (id: string) => (await t.post('/api/products/filter', { id })).body;

describe('suggested amounts', () => {
  it('keeps up to three, sorted, where the donor chooses the amount, and shows them to checkout', async () => {
    const open = await created({ suggestedAmounts: [100, 25, 50] });
    expect(open.product.suggestedAmounts).toEqual([25, 50, 100]);
    const [row] = await t.db.select().from(products).where(eq(products.id, open.id));
    expect(row?.suggestedAmountsRappen).toEqual([2500, 5000, 10_000]);
    expect((await shown(open.id)).suggestedAmounts).toEqual([25, 50, 100]);

    // None set: CHF 20, 50 and 100; a fixed price offers none; the maximum per gift and a campaign's rest limit them.
    const plain = await created();
    expect(plain.product.suggestedAmounts).toEqual([]);
    expect((await shown(plain.id)).suggestedAmounts).toEqual([20, 50, 100]);
    const fixed = await created({ productType: 'fixed', price: 40, suggestedAmounts: [10] });
    expect(fixed.product.suggestedAmounts).toEqual([]);
    expect((await shown(fixed.id)).suggestedAmounts).toEqual([]);
    const capped = await created({ maxAmount: 60 });
    expect((await shown(capped.id)).suggestedAmounts).toEqual([20, 50]);
    const crowd = await created({ productType: 'crowd', price: 70 });
    expect((await shown(crowd.id)).suggestedAmounts).toEqual([20, 50]);

    // Editing replaces them; an empty list goes back to the defaults.
    const edited = await t.put(
      '/api/products',
      { ...productBody({ suggestedAmounts: [] }), id: open.id },
      home.admin.token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await shown(open.id)).suggestedAmounts).toEqual([20, 50, 100]);
  });

  it('refuses more than three, duplicates, parts of a franc, below CHF 5 and above the maximum per gift', async () => {
    for (const overrides of [
      { suggestedAmounts: [10, 20, 30, 40] },
      { suggestedAmounts: [20, 20] },
      { suggestedAmounts: [12.5] },
      { suggestedAmounts: [4] },
      { suggestedAmounts: [50, 300], maxAmount: 200 },
      { suggestedAmounts: 'viel' },
    ]) {
      const refused = await t.post('/api/products', productBody(overrides), home.admin.token);
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(fieldTexts(refused.body.fields), JSON.stringify(overrides)).toEqual({
        suggestedAmounts: MESSAGES.suggestedAmountsInvalid,
      });
    }
  });
});
