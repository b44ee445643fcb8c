import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-bytes';
const claims = {
  userId: '0b6f3c1e-9a57-4a43-9f5e-2f0d5b1c7a10',
  sessionId: '5d2c8f6a-13e4-4b7d-8a0c-6e9f1b2d3c4e',
};

describe('access tokens (a checked signature is remembered)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the claims of a token again and again until it expires, then refuses it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00.000Z'), toFake: ['Date'] });
    const signer = createTokenSigner(SECRET, 900);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-27T12:14:59.000Z'));
    expect(await signer.verify(token)).toEqual(claims);
    // jose's rule: expired once the clock reaches exp (issued at 12:00:00, 900 s).
    vi.setSystemTime(new Date('2026-11-27T12:15:00.000Z'));
    expect(await signer.verify(token)).toBeUndefined();
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('refuses a token changed after its original was accepted, and one signed with another key', async () => {
    const signer = createTokenSigner(SECRET, 900);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: crypto.randomUUID() }),
    ).toString('base64url');
    expect(await signer.verify(`${head}.${otherUser}.${signature}`)).toBeUndefined();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(`${head}.${body}.${flipped}`)).toBeUndefined();
    // Another process or a rotated secret: a token of the same claims from another key is not the same token.
    const stranger = await createTokenSigner('another-secret-of-at-least-thirty-two-bytes', 900).sign(claims);
    expect(await signer.verify(stranger)).toBeUndefined();
    // A signer with another key does not trust what this one checked.
    expect(await createTokenSigner('another-secret-of-at-least-thirty-two-bytes', 900).verify(token)).toBe(
      undefined,
    );
    expect(await signer.verify(token)).toEqual(claims);
  });
});
