import { AppError } from '../../errors';
import { bookDonation } from './book-donation';
import * as q from './queries';
import { ATTEMPT_PREFIX, type PaymentsDeps } from './service';

/** An attempt the provider still does not know after this long was never made: nothing was charged. */
const ATTEMPT_GIVE_UP_MS = 15 * 60_000;

/**
 * The reconciliation job: asks the provider about donations left pending (a provider that did not decide in
 * time) and settles them through the same transaction as a confirmation, or marks them failed.
 */
export async function reconcilePendingDonations(
  deps: PaymentsDeps,
  olderThanMs = 60_000,
  now = deps.clock?.now() ?? new Date(),
): Promise<{ settled: number; failed: number; pending: number }> {
  const counts = { settled: 0, failed: 0, pending: 0 };
  const card = deps.providers.card;
  for (const pending of await q.findPendingDonations(
    deps.db,
    new Date(now.getTime() - olderThanMs),
    card.name,
  )) {
    let reference = pending.providerReference;
    if (reference.startsWith(ATTEMPT_PREFIX)) {
      // The answer to this attempt was lost: ask the provider whether it made an intent for it.
      const found = await card.findByAttempt(reference.slice(ATTEMPT_PREFIX.length));
      if (!found) {
        const givenUp = pending.createdAt.getTime() < now.getTime() - ATTEMPT_GIVE_UP_MS;
        if (givenUp) await q.failPendingDonation(deps.db, pending.id);
        counts[givenUp ? 'failed' : 'pending'] += 1;
        continue;
      }
      await q.attachIntentToAttempt(deps.db, reference.slice(ATTEMPT_PREFIX.length), found.id);
      reference = found.id;
    }
    const intent = await card.retrieve(reference);
    if (!intent || intent.status === 'failed') {
      await q.failPendingDonation(deps.db, pending.id);
      counts.failed += 1;
      continue;
    }
    if (intent.status !== 'succeeded') {
      counts.pending += 1;
      continue;
    }
    const payable = await q.findPayable(deps.db, pending.userId, pending.productId);
    if (!payable) continue;
    try {
      const donation = await bookDonation(
        deps,
        {
          payable,
          amountRappen: pending.amountRappen,
          provider: card.name,
          reference,
          delivery: pending.delivery,
          idempotencyKey: pending.idempotencyKey,
          paymentMethodId: intent.paymentMethodId,
          coveredFeeRappen: pending.coveredFeeRappen,
        },
        () => card.refund(reference),
      );
      if (donation.status === 'succeeded') counts.settled += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      counts.failed += 1;
    }
  }
  return counts;
}
