import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTwintSignKey } from '../../src/adapters/payments';
import { createSandboxCardProvider } from '../../src/adapters/payments-sandbox';
import { createSandboxTwintProvider } from '../../src/adapters/payments-sandbox-twint';
import { openTestDatabase, startTestApp, type TestApp } from '../helpers';
import { card, club, donor, product } from '../payments.helpers';

// PostgreSQL only (test/postgres/): the sandbox providers stand in for Stripe and Datatrans, which keep their
// payments at home and lock nothing of Tifo's. A charge must not wait for a booking that holds the product's row
// (a capped product's settlement does, book-donation.ts), as it did while the sandbox's tables had foreign keys to
// products: the key's check takes a share lock on the product row (docs/performance-log/2026-11.md, 2026-11-28).

let t: TestApp;
let url: string;
let person: Awaited<ReturnType<typeof donor>>;
let productId: string;

beforeAll(async () => {
  const database = await openTestDatabase();
  t = await startTestApp({ database });
  url = database.url!;
  person = await donor(t);
  productId = (await product(t, (await club(t)).id, 'open', null)).id;
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

/** Runs `work` while another connection holds the product's row FOR UPDATE; 'waited' when it took over 5 s. */
async function whileProductHeld<T>(work: () => Promise<T>): Promise<T | 'waited'> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);
    const waited = new Promise<'waited'>((resolve) => {
      timer = setTimeout(() => resolve('waited'), 5_000);
    });
    const running = work();
    const answer = await Promise.race([running, waited]);
    // Let a waiting statement finish before the test ends (the rollback below releases it).
    if (answer === 'waited') running.catch(() => undefined);
    return answer;
  } finally {
    clearTimeout(timer);
    await holder.query('ROLLBACK');
    await holder.end();
  }
}

describe('the sandbox providers and the product row (PostgreSQL)', () => {
  it('a card charge does not wait for a booking that holds the product', async () => {
    const paymentMethodId = await card(t, person.token);
    const provider = createSandboxCardProvider(t.db);
    const answer = await whileProductHeld(() =>
      provider.createIntent({
        userId: person.id,
        productId,
        amountRappen: 2500,
        paymentMethodId,
        attemptId: 'lock-free-card-attempt',
        returnUrl: '/',
      }),
    );
    expect(answer).not.toBe('waited');
    expect(answer).toMatchObject({ status: 'succeeded', amountRappen: 2500, productId });
  });

  it('a TWINT payment starts without waiting for a booking that holds the product', async () => {
    const provider = createSandboxTwintProvider(t.db, sandboxTwintSignKey(t.config));
    const answer = await whileProductHeld(() =>
      provider.initialize({
        refno: 'lock-free-twint',
        userId: person.id,
        productId,
        amountRappen: 1500,
        delivery: null,
        successUrl: '/ok',
        cancelUrl: '/cancel',
        errorUrl: '/error',
        webhookUrl: '/hook',
      }),
    );
    expect(answer).not.toBe('waited');
    expect(answer).toMatchObject({ transactionId: expect.any(String) });
  });
});
