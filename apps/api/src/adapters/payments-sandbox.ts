import { createHash, randomBytes } from 'node:crypto';
import { isMessageKey, KEYS, type MessageKey } from '@tifo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { type PreparedRead, preparedQuery, preparedRead, readPrepared } from '../db/prepared';
import { sandboxIntents, sandboxPaymentMethods } from '../db/schema-payments';
import type {
  CardPaymentProvider,
  ChargeSavedInput,
  IntentResult,
  IntentStatus,
  SetupResult,
} from './payments-types';
import {
  IdempotencyMismatchError,
  ProviderTimeoutError,
  ProviderUnavailableError,
  WebhookSignatureError,
} from './payments-types';

/**
 * The built-in card provider: Stripe's flow with Stripe's test numbers, kept in the database so that a restart
 * or a second process sees the same intents. Nothing leaves the machine; no card number is stored.
 */

export type CardOutcome =
  | 'succeeds'
  | 'requires_action'
  | 'requires_action_on_session'
  | 'declined_after_attach'
  | 'declined'
  | 'insufficient_funds'
  | 'processing'
  | 'answer_lost'
  | 'unreachable';

/** Stripe's test numbers (docs.stripe.com/testing) and what they do; other valid numbers succeed. */
export const SANDBOX_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  /** 3-D Secure on every payment, also on each charge while the donor is away (a renewal). */
  '4000002760003184': 'requires_action',
  /** 3-D Secure when the donor pays or saves it; charges while the donor is away then go through. */
  '4000002500003155': 'requires_action_on_session',
  /** Saving the card works; every charge of it is declined. */
  '4000000000000341': 'declined_after_attach',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  /** Sandbox only (not a Stripe number): the provider does not decide in time, as after a time-out. */
  '4000000000009110': 'processing',
  /**
   * Sandbox only: the provider makes and charges the intent but its answer is lost (the call times out), so
   * checkout never learns the intent id; reconciliation finds it by the attempt id.
   */
  '4000000000009128': 'answer_lost',
  /** Sandbox only: the provider cannot be reached at all (nothing is charged). */
  '4000000000009136': 'unreachable',
};

const FAILURE_MESSAGE: Partial<Record<CardOutcome, MessageKey>> = {
  declined: KEYS.cardDeclined,
  declined_after_attach: KEYS.cardDeclined,
  insufficient_funds: KEYS.cardInsufficientFunds,
};

const OUTCOMES = [...new Set(Object.values(SANDBOX_CARDS))];

/** A constant of the code as an SQL string literal. */
const literal = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);

type ChargeAnswer = Partial<IntentRow> & { outcome: CardOutcome };

/**
 * A charge in one statement: the payer's card (its test outcome; none is charged as 'declined', failing with
 * "payment not found"), and the intent it makes unless the provider is unreachable or the attempt made one
 * already (the unique attempt id; then no intent comes back). The card's outcome comes back in every case.
 * What each outcome does (`statusOf`) is written into the statement, one statement for each way of charging.
 */
function chargeStatement(name: string, statusOf: (outcome: CardOutcome) => IntentStatus): PreparedRead {
  const plans = OUTCOMES.map((outcome) => {
    const status = statusOf(outcome);
    const error = status === 'failed' ? (FAILURE_MESSAGE[outcome] ?? KEYS.cardDeclined) : null;
    return { outcome: literal(outcome), status: literal(status), error: literal(error) };
  });
  const status = plans.map((plan) => `when ${plan.outcome} then ${plan.status}`).join(' ');
  const error = plans.map((plan) => `when ${plan.outcome} then ${plan.error}`).join(' ');
  const columns = [
    'id',
    'user_id',
    'product_id',
    'amount_rappen',
    'covered_fee_rappen',
    'payment_method_id',
    'status',
    'card_outcome',
  ];
  return preparedRead(
    name,
    sql`with card as (
      select ${sandboxPaymentMethods.outcome} as outcome from ${sandboxPaymentMethods}
      where ${sandboxPaymentMethods.id} = ${sql.placeholder('paymentMethodId')}
        and ${sandboxPaymentMethods.userId} = ${sql.placeholder('userId')}
    ), charged as (
      select coalesce(card.outcome, 'declined') as outcome,
        case when card.outcome is null then 'failed' else case card.outcome ${sql.raw(status)} end end as status,
        case when card.outcome is null then ${sql.raw(literal(KEYS.paymentNotFound))}
          else case card.outcome ${sql.raw(error)} end end as error
      from (select 1) as one left join card on true
    ), made as (
      insert into ${sandboxIntents} (${sql.raw(columns.join(', '))}, client_secret_hash, last_error, attempt_id)
      select ${sql.placeholder('id')}, ${sql.placeholder('userId')}, ${sql.placeholder('productId')},
        ${sql.placeholder('amountRappen')}, ${sql.placeholder('coveredFeeRappen')}, ${sql.placeholder('paymentMethodId')},
        charged.status,
        charged.outcome, ${sql.placeholder('clientSecretHash')}, charged.error, ${sql.placeholder('attemptId')}
      from charged where charged.outcome <> 'unreachable'
      on conflict (attempt_id) do nothing
      returning *
    )
    select charged.outcome, made.id, made.kind, made.user_id as "userId", made.product_id as "productId",
      made.amount_rappen as "amountRappen", made.covered_fee_rappen as "coveredFeeRappen",
      made.payment_method_id as "paymentMethodId", made.status,
      made.card_outcome as "cardOutcome", made.client_secret_hash as "clientSecretHash",
      made.last_error as "lastError", made.attempt_id as "attemptId", made.created_at as "createdAt",
      made.updated_at as "updatedAt"
    from charged left join made on true`,
  );
}

/** The donor is there: 3155 and 3184 ask for 3-D Secure, 0341 is declined. */
const CHARGE_ON_SESSION = chargeStatement('sandbox_charge_on_session', (outcome) =>
  outcome === 'succeeds' || outcome === 'answer_lost'
    ? 'succeeded'
    : outcome === 'requires_action' || outcome === 'requires_action_on_session'
      ? 'requires_action'
      : outcome === 'processing'
        ? 'processing'
        : 'failed',
);

/**
 * Away from the donor, Stripe's test cards behave as documented: 3184 asks for authentication every time,
 * 3155 only when the donor is there, 0341 is declined.
 */
const CHARGE_OFF_SESSION = chargeStatement('sandbox_charge_off_session', (outcome) =>
  outcome === 'succeeds' || outcome === 'requires_action_on_session' || outcome === 'answer_lost'
    ? 'succeeded'
    : outcome === 'requires_action'
      ? 'requires_action'
      : outcome === 'processing'
        ? 'processing'
        : 'failed',
);

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A card the card field refuses, with the contract's message for it (as Stripe.js answers with its own). */
export class CardRejected extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** The decline the sandbox keeps with an intent: one of the contract's messages, by key. */
const failureOf = (kept: string): MessageKey => (isMessageKey(kept) ? kept : KEYS.cardDeclined);

/** A sandbox payment method as the card field gets it back (Stripe.js' PaymentMethod, its card part). */
export function sandboxMethodAnswer(method: typeof sandboxPaymentMethods.$inferSelect) {
  return {
    id: method.id,
    card: { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear },
  };
}

/**
 * The sandbox card field's stand-in for Stripe.js createPaymentMethod. Throws CardRejected with the provider's
 * message for a number that fails the Luhn check or an expired card, as Stripe.js does.
 */
export async function createSandboxPaymentMethod(
  db: DbOrTx,
  userId: string,
  card: { number: string; expMonth: number; expYear: number; cvc: string; name: string },
  now = new Date(),
) {
  if (!luhnValid(card.number)) throw new CardRejected(KEYS.cardNumberInvalid);
  const expiresAfter = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (expiresAfter <= now) throw new CardRejected(KEYS.cardExpired);
  const [row] = await db
    .insert(sandboxPaymentMethods)
    .values({
      id: newId('pm'),
      userId,
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      outcome: SANDBOX_CARDS[card.number] ?? 'succeeds',
    })
    .returning();
  return row!;
}

type IntentRow = typeof sandboxIntents.$inferSelect;

function challengeUrl(id: string, returnUrl: string): string {
  return `/api/payments/sandbox/3ds/${id}?return=${encodeURIComponent(returnUrl)}`;
}

export function createSandboxCardProvider(db: Db): CardPaymentProvider & {
  /** The 3-D Secure page's approve / fail: moves an intent that waits for it. */
  completeChallenge(id: string, approve: boolean): Promise<IntentRow | undefined>;
  findIntent(id: string): Promise<IntentRow | undefined>;
} {
  function toResult(row: IntentRow, clientSecret?: string, returnUrl?: string): IntentResult {
    return {
      id: row.id,
      status: row.status as IntentStatus,
      amountRappen: row.amountRappen,
      userId: row.userId,
      productId: row.productId,
      ...(row.status === 'requires_action' && clientSecret ? { clientSecret } : {}),
      ...(row.status === 'requires_action' ? { nextActionUrl: challengeUrl(row.id, returnUrl ?? '/') } : {}),
      ...(row.lastError ? { failure: failureOf(row.lastError) } : {}),
      ...(row.paymentMethodId ? { paymentMethodId: row.paymentMethodId } : {}),
      ...(row.attemptId ? { attemptId: row.attemptId } : {}),
      ...(row.coveredFeeRappen > 0 ? { coveredFeeRappen: row.coveredFeeRappen } : {}),
    };
  }

  async function findMethod(id: string, userId: string) {
    const [method] = await preparedQuery(db, 'sandbox_find_method', (on, name) =>
      on
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, sql.placeholder('id')))
        .prepare(name),
    ).execute({ id });
    return method && method.userId === userId ? method : undefined;
  }

  async function findIntent(id: string) {
    const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    return row;
  }

  /**
   * One charge of a payment method, as Stripe makes it: the same attempt (idempotency key) is answered with the
   * intent it made; the card's test number decides the status (`statusOf`, which differs on- and off-session).
   * The card is read and the intent made in one statement (chargeStatement), as a provider answers in one call.
   */
  async function charge(input: ChargeSavedInput, statement: PreparedRead): Promise<IntentResult> {
    const id = newId('pi');
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    // One row always: the card's outcome, with the intent made (or nothing made).
    const answer = (
      await readPrepared<ChargeAnswer>(db, statement, {
        ...input,
        coveredFeeRappen: input.coveredFeeRappen ?? 0,
        id,
        clientSecretHash: hashSecret(clientSecret),
      })
    )[0]!;
    if (answer.outcome === 'unreachable') throw new ProviderUnavailableError('sandbox: provider unreachable');
    const { outcome, ...made } = answer;
    if (!made.id) {
      // The attempt made its intent before (its insert met the unique attempt id): that intent answers.
      const earlier = (
        await db.select().from(sandboxIntents).where(eq(sandboxIntents.attemptId, input.attemptId))
      )[0]!;
      // Like Stripe: a key reused with other parameters is refused, not answered with the first intent.
      if (
        earlier.userId !== input.userId ||
        earlier.productId !== input.productId ||
        earlier.amountRappen !== input.amountRappen ||
        earlier.paymentMethodId !== input.paymentMethodId
      ) {
        throw new IdempotencyMismatchError('sandbox: the attempt was made with other parameters');
      }
      return toResult(earlier, undefined, input.returnUrl);
    }
    if (outcome === 'answer_lost') throw new ProviderTimeoutError('sandbox: the answer was lost');
    return toResult(made as IntentRow, clientSecret, input.returnUrl);
  }

  return {
    name: 'sandbox_card',
    findIntent,

    async createIntent(input) {
      return charge(input, CHARGE_ON_SESSION);
    },

    async retrieve(id) {
      const row = await findIntent(id);
      return row && row.kind === 'payment' ? toResult(row) : undefined;
    },

    async findByAttempt(attemptId) {
      const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.attemptId, attemptId));
      return row && row.kind === 'payment' ? toResult(row) : undefined;
    },

    async refund(id) {
      await db
        .update(sandboxIntents)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(sandboxIntents.id, id));
    },

    async chargeSaved(input) {
      return charge(input, CHARGE_OFF_SESSION);
    },

    async completeChallenge(id, approve) {
      const [row] = await db
        .update(sandboxIntents)
        .set(
          approve
            ? { status: 'succeeded', updatedAt: new Date() }
            : { status: 'failed', lastError: KEYS.cardAuthenticationFailed, updatedAt: new Date() },
        )
        .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.status, 'requires_action')))
        .returning();
      return row;
    },

    async createSetupIntent(input): Promise<SetupResult> {
      const method = await findMethod(input.paymentMethodId, input.userId);
      const outcome = (method?.outcome ?? 'declined') as CardOutcome;
      // Saving a card checks it like Stripe does: 3-D Secure cards need the challenge, declined cards fail.
      const status: IntentStatus =
        outcome === 'succeeds' || outcome === 'declined_after_attach'
          ? 'succeeded'
          : outcome === 'requires_action' || outcome === 'requires_action_on_session'
            ? 'requires_action'
            : 'failed';
      const id = newId('seti');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await db.insert(sandboxIntents).values({
        id,
        kind: 'setup',
        userId: input.userId,
        paymentMethodId: input.paymentMethodId,
        status,
        cardOutcome: outcome,
        clientSecretHash: hashSecret(clientSecret),
        lastError: !method ? KEYS.paymentNotFound : (FAILURE_MESSAGE[outcome] ?? null),
      });
      return {
        id,
        status,
        userId: input.userId,
        paymentMethodId: input.paymentMethodId,
        ...(status === 'requires_action'
          ? { clientSecret, nextActionUrl: challengeUrl(id, input.returnUrl) }
          : {}),
        ...(status === 'failed' ? { failure: FAILURE_MESSAGE[outcome] ?? KEYS.paymentNotFound } : {}),
      };
    },

    async retrieveSetupIntent(id) {
      const row = await findIntent(id);
      if (row?.kind !== 'setup') return undefined;
      return {
        id: row.id,
        status: row.status as IntentStatus,
        userId: row.userId,
        paymentMethodId: row.paymentMethodId,
        ...(row.lastError ? { failure: failureOf(row.lastError) } : {}),
      };
    },

    async parseWebhook() {
      // The sandbox settles through its own pages; it sends no webhooks, so none is genuine.
      throw new WebhookSignatureError('the sandbox sends no webhooks');
    },
  };
}
