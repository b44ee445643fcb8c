import {
  formatChfGrouped,
  GuestGiver,
  type LinkPayRequest,
  type PayResponse,
  type PayTwintResponse,
  type SandboxPaymentMethodRequest,
} from '@tifo/contract';
import { createSandboxPaymentMethod } from '../../adapters/payments-sandbox';
import { AppError, fieldError } from '../../errors';
import type { Caller } from '../auth/caller';
import { payByCard } from '../payments/card';
import type { PaymentsDeps } from '../payments/service';
import { initializeTwint, payTwint } from '../payments/twint';
import { guestAccount, guestCaller, isGuestAccount, queueClaimMail } from '../users/guests';
import { findUserById, type UserRow } from '../users/queries';
import type { AccountDeps } from '../users/service';
import { donorOf } from './queries';
import { guestMayGive, type LinksDeps, requireEmbedOrigin, usableLink } from './service';

/*
 * Giving through a payment link (issue 48, docs/decisions/092): logged in, as the account; otherwise as a guest
 * with name and e-mail, for a one-off gift only. Every gift names its link. A guest's successful gift sends the
 * receipt (as every gift) and the claim mail, with a link to set a password.
 */

export interface GiveDeps extends LinksDeps {
  payments: PaymentsDeps;
  accounts: AccountDeps;
}

type ParsedLinkPay = Omit<LinkPayRequest, 'guest' | 'embedOrigin'> & {
  guest?: GuestGiver | undefined;
  paymentMethodId?: string;
  embedOrigin?: string | undefined;
};

/** The payer of a link's payment: the caller, or the guest's account (refused for what needs an account). */
async function payerOf(
  deps: GiveDeps,
  caller: Caller | null,
  guest: GuestGiver | undefined,
  product: Parameters<typeof guestMayGive>[0],
  ip: string,
) {
  if (caller) return { payer: caller, guest: false, guestUser: null };
  if (!guestMayGive(product)) throw new AppError('forbidden', 'guestNeedsAccount');
  if (!guest) throw fieldError('guest', 'guestDetailsRequired');
  await deps.accounts.limits.accountCall(ip);
  const user = await guestAccount(deps.db, GuestGiver.parse(guest));
  return { payer: guestCaller(user), guest: true, guestUser: user };
}

/** The amount a link's payment gives: the link's preset, else what the donor chose. */
const amountOf = (preset: number | null, chosen: string | number | undefined): string | number =>
  preset === null ? (chosen ?? '') : (preset / 100).toFixed(2);

/** POST /links/{code}/pay: by card, the checkout's rules, the link named on the gift. */
export async function payThroughLink(
  deps: GiveDeps,
  caller: Caller | null,
  code: string,
  body: ParsedLinkPay,
  ip: string,
): Promise<PayResponse> {
  const { link, product, club } = await usableLink(deps, code);
  requireEmbedOrigin(deps, club, body.embedOrigin);
  const { payer, guest, guestUser } = await payerOf(deps, caller, body.guest, product, ip);
  const answer = await payByCard(
    deps.payments,
    payer,
    {
      productId: product.id,
      amount: amountOf(link.amountRappen, body.amount),
      ...(body.paymentMethodId ? { paymentMethodId: body.paymentMethodId } : {}),
      ...(body.paymentIntentId ? { paymentIntentId: body.paymentIntentId } : {}),
      ...(body.idempotencyKey ? { idempotencyKey: body.idempotencyKey } : {}),
      ...(body.showName !== undefined ? { showName: body.showName } : {}),
      ...(body.coverFee !== undefined ? { coverFee: body.coverFee } : {}),
    },
    `/give/${link.code}`,
    { through: { sourceLinkId: link.id, guest, embedOrigin: body.embedOrigin } },
  );
  if (guestUser && answer.status !== 'requires_action')
    await sendClaimMail(deps, guestUser, club.name, answer.amount);
  return answer;
}

/** A guest's gift went through: the claim mail, while the account has no password. */
async function sendClaimMail(deps: GiveDeps, user: UserRow | undefined, clubName: string, amountChf: number) {
  if (!user || !isGuestAccount(user)) return;
  await queueClaimMail(deps.accounts, deps.db, user, {
    clubName,
    amount: formatChfGrouped(Math.round(amountChf * 100)),
  });
  void deps.accounts.mailer.deliverPending();
}

/** POST /links/{code}/initialize-twint: TWINT's start page for a link's gift, the link named on its record. */
export async function twintThroughLink(
  deps: GiveDeps,
  caller: Caller | null,
  code: string,
  body: ParsedLinkPay,
  ip: string,
) {
  const { link, product, club } = await usableLink(deps, code);
  requireEmbedOrigin(deps, club, body.embedOrigin);
  const { payer, guest } = await payerOf(deps, caller, body.guest, product, ip);
  return initializeTwint(
    deps.payments,
    payer,
    {
      productId: product.id,
      amount: amountOf(link.amountRappen, body.amount),
      ...(body.showName !== undefined ? { showName: body.showName } : {}),
      ...(body.coverFee !== undefined ? { coverFee: body.coverFee } : {}),
    },
    undefined,
    { sourceLinkId: link.id, guest, embedOrigin: body.embedOrigin },
  );
}

/**
 * POST /links/pay-twint: books a link's TWINT payment on the provider's confirmed status, for whoever comes back
 * from TWINT (a guest has no session); a guest's gift sends the claim mail.
 */
export async function settleLinkTwint(
  deps: GiveDeps,
  caller: Caller | null,
  transactionId: string,
): Promise<PayTwintResponse> {
  const answer = await payTwint(deps.payments, caller, transactionId);
  const giver = await donorOf(deps.db, answer.donationId);
  if (giver) await sendClaimMail(deps, await findUserById(deps.db, giver), answer.clubName, answer.amount);
  return answer;
}

/**
 * POST /links/{code}/sandbox-payment-method: the sandbox card field's stand-in for Stripe.js, for a guest (Stripe.js
 * needs no account; the sandbox keeps its cards by account, so the guest's is made first).
 */
export async function guestSandboxPaymentMethod(
  deps: GiveDeps,
  code: string,
  body: SandboxPaymentMethodRequest & { guest: GuestGiver },
  ip: string,
) {
  if (deps.payments.providers.card.name !== 'sandbox_card') throw new AppError('not_found');
  const { product } = await usableLink(deps, code);
  const { payer } = await payerOf(deps, null, body.guest, product, ip);
  return createSandboxPaymentMethod(
    deps.db,
    payer.id,
    body as unknown as Parameters<typeof createSandboxPaymentMethod>[2],
  );
}
