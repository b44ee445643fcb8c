import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createDatatransTwintProvider } from './payments-datatrans';
import { createSandboxCardProvider } from './payments-sandbox';
import { createSandboxTwintProvider } from './payments-sandbox-twint';
import { createStripeCardProvider } from './payments-stripe';
import type { PaymentProviders } from './payments-types';

/**
 * Payment providers behind one small interface (DESIGN.md §4, CONVENTIONS.md §5): the built-in sandbox (Stripe's
 * flow and test cards, Datatrans' TWINT redirect) by default, Stripe when STRIPE_SECRET_KEY is set, Datatrans for
 * TWINT when DATATRANS_MERCHANT_ID and DATATRANS_PASSWORD are set.
 */

export * from './payments-types';

/**
 * The TWINT sandbox signs its webhooks like Datatrans; its key is derived from the app's secret, so every process
 * of one installation agrees on it and nobody outside can forge one.
 */
export function sandboxTwintSignKey(config: Pick<Config, 'jwtSecret'>): string {
  return createHmac('sha256', config.jwtSecret).update('tifo sandbox TWINT webhook key').digest('hex');
}

export function createPaymentProviders(config: Config, db: Db): PaymentProviders {
  return {
    card: config.STRIPE_SECRET_KEY ? createStripeCardProvider(config, db) : createSandboxCardProvider(db),
    twint:
      config.twintProvider === 'datatrans'
        ? createDatatransTwintProvider(config)
        : createSandboxTwintProvider(db, sandboxTwintSignKey(config)),
  };
}
