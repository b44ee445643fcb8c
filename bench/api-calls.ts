/** The bench's calls of the running API: the bench user's session, a sandbox card, the receipts left to send. */
import type { buildApp } from '../apps/api/src/app';
import { EMAIL, PASSWORD } from './settings';

export async function login(baseUrl: string): Promise<{ id: string; token: string }> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`login for the bench user answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { id: string; token: string };
  return { id: body.id, token: body.token };
}

/** A payment method of the sandbox card field with Stripe's always-succeeding test number. */
export async function sandboxCard(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/payments/sandbox/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      name: 'Bench',
    }),
  });
  if (!response.ok) throw new Error(`sandbox card answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Delivers (and renders the documents of) every pending mail; prints and answers how long that took (s). */
export async function drainOutbox(app: Awaited<ReturnType<typeof buildApp>>, quiet = false): Promise<number> {
  const started = performance.now();
  let mails = 0;
  for (let round = 0; round < 1000; round += 1) {
    const handled = await app.mailer.deliverPendingOrFail();
    mails += handled;
    if (handled === 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  if (!quiet)
    console.log(
      `  (receipts: ${mails} mails rendered and delivered in ${seconds.toFixed(1)} s after the scenario)`,
    );
  return seconds;
}
