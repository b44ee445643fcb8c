import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxTwintTransactions } from '../db/schema-payments';
import { parseDatatransWebhook, signedDatatransWebhook } from './payments-datatrans';
import {
  ProviderTimeoutError,
  ProviderUnavailableError,
  type TwintProvider,
  type TwintStatus,
} from './payments-types';

/*
 * The built-in TWINT provider (the card one is payments-sandbox.ts): Datatrans' redirect flow, kept in the
 * database so that a restart or a second process sees the same transactions. Nothing leaves the machine.
 */

/** Sandbox-only amounts that play the provider's faults at initialisation (like the card sandbox's numbers). */
export const SANDBOX_TWINT_AMOUNTS = {
  /** CHF 91.36: the provider cannot be reached (no transaction is made). */
  unreachable: 9136,
  /** CHF 91.28: the provider makes the transaction but its answer is lost (the call times out). */
  answerLost: 9128,
} as const;

type SandboxTwintRow = typeof sandboxTwintTransactions.$inferSelect;

/** The sandbox's state as Datatrans names it in its status answers and webhooks. */
const DATATRANS_STATUS: Record<string, string> = {
  initialized: 'initialized',
  approved: 'settled',
  refunded: 'settled',
  cancelled: 'canceled',
  failed: 'failed',
};

/**
 * The TWINT sandbox: Datatrans' redirect flow without Datatrans. A start page (approve / cancel / fail) that
 * sends the browser back with datatransTrxId, a status query, refunds, and webhooks signed exactly like
 * Datatrans' (Datatrans-Signature) with a key of this installation. Its table is "the provider's state".
 */
export function createSandboxTwintProvider(
  db: Db,
  signKeyHex: string,
): TwintProvider & {
  decide(id: string, status: Exclude<TwintStatus, 'initialized'>): Promise<SandboxTwintRow | undefined>;
  find(id: string): Promise<SandboxTwintRow | undefined>;
  /** The webhook Datatrans would send about this transaction now, signed. */
  webhookFor(row: SandboxTwintRow): { raw: string; headers: Record<string, string> };
} {
  async function find(id: string) {
    const [row] = await db.select().from(sandboxTwintTransactions).where(eq(sandboxTwintTransactions.id, id));
    return row;
  }
  return {
    name: 'sandbox_twint',
    find,
    async initialize(input) {
      if (input.amountRappen === SANDBOX_TWINT_AMOUNTS.unreachable) {
        throw new ProviderUnavailableError('sandbox: TWINT provider unreachable');
      }
      // Datatrans' transaction ids are 18 digits.
      const id = `${randomInt(100_000_000, 999_999_999)}${randomInt(100_000_000, 999_999_999)}`;
      await db.insert(sandboxTwintTransactions).values({
        id,
        userId: input.userId,
        productId: input.productId,
        amountRappen: input.amountRappen,
        delivery: input.delivery,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        errorUrl: input.errorUrl,
      });
      if (input.amountRappen === SANDBOX_TWINT_AMOUNTS.answerLost) {
        throw new ProviderTimeoutError('sandbox: the TWINT answer was lost');
      }
      return { transactionId: id, startUrl: `/api/payments/sandbox/twint/${id}` };
    },
    async status(id) {
      const row = await find(id);
      if (!row) return undefined;
      // Like Datatrans, a refund is a separate credit: the payment itself stays settled (approved).
      const status = (row.status === 'refunded' ? 'approved' : row.status) as TwintStatus;
      return { id: row.id, status, amountRappen: row.amountRappen };
    },
    async refund(input) {
      await db
        .update(sandboxTwintTransactions)
        .set({ status: 'refunded' })
        .where(
          and(
            eq(sandboxTwintTransactions.id, input.transactionId),
            eq(sandboxTwintTransactions.status, 'approved'),
          ),
        );
    },
    async parseWebhook(raw, headers) {
      return parseDatatransWebhook(signKeyHex, raw, headers);
    },
    webhookFor(row) {
      return signedDatatransWebhook(signKeyHex, {
        transactionId: row.id,
        type: 'payment',
        status: DATATRANS_STATUS[row.status] ?? row.status,
        currency: 'CHF',
        paymentMethod: 'TWI',
        detail: row.status === 'approved' ? { settle: { amount: row.amountRappen } } : {},
      });
    },
    async decide(id, status) {
      const [row] = await db
        .update(sandboxTwintTransactions)
        .set({ status, decidedAt: new Date() })
        .where(and(eq(sandboxTwintTransactions.id, id), eq(sandboxTwintTransactions.status, 'initialized')))
        .returning();
      return row;
    },
  };
}
