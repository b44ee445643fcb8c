import type { CaptchaChallenge } from '@tifo/contract';
import { MESSAGES } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessages, usedCaptchas } from '../src/db/schema';
import { CAPTCHA, captchaKeys } from '../src/modules/contact/captcha';
import {
  errorAnswer,
  fieldTexts,
  latestMail,
  said,
  startTestApp,
  TEST_SECRET,
  type TestApp,
  uniqueEmail,
  useTestApp,
} from './helpers';
import { solve } from './support/captcha';

const t = useTestApp();

async function solvedCaptcha(app: TestApp = t): Promise<string> {
  const response = await app.get('/api/captcha/challenge');
  expect(response.status).toBe(200);
  return solve(response.body as CaptchaChallenge);
}

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function postContact(body: Record<string, unknown>, language?: string, app: TestApp = t) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/emails/contact-us',
    payload: body,
    headers: language ? { 'accept-language': language } : {},
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lea Brunner',
    email: uniqueEmail('contact'),
    subject: 'Frage zur Spendenbescheinigung',
    message: 'Grüezi\nWie erhalte ich die Jahresbescheinigung?',
    ...overrides,
  };
}

async function countMessages(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return row!.n;
}

describe('GET /api/captcha/challenge', () => {
  it('answers a signed ALTCHA v2 challenge that expires in 10 minutes and is not cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await t.get('/api/captcha/challenge');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.body;
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: CAPTCHA.cost, keyLength: 32 });
    expect(parameters.keyPrefix).toMatch(/^[0-9a-f]+$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(parameters.expiresAt).toBeLessThanOrEqual(before + 602);
    const other = await t.get('/api/captcha/challenge');
    expect(other.body.signature).not.toBe(signature);
  });

  it('documents both calls in the OpenAPI document', async () => {
    const docs = await t.get('/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining(['/api/captcha/challenge', '/api/emails/contact-us']),
    );
  });
});

describe('POST /api/emails/contact-us', () => {
  it('keeps the message, mails the operator (escaped) and the sender in French, and answers 200', async () => {
    const body = message({
      name: 'Camille <b>Roulin</b>',
      subject: 'Question <script>alert(1)</script>',
      message: 'Bonjour,\n<script>alert(1)</script>\nMerci & à bientôt',
    });
    const response = await postContact(
      { ...body, recaptchaResponse: await solvedCaptcha() },
      'fr-CH,fr;q=0.9,en;q=0.8',
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual(said('contactSent'));

    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(stored).toMatchObject({
      name: body.name,
      subject: body.subject,
      message: body.message,
      language: 'fr',
    });

    const operator = await latestMail(t, t.config.OPERATOR_EMAIL, 'contactOperator');
    expect(operator?.subject).toBe('Neue Kontaktanfrage: Question <script>alert(1)</script>');
    expect(operator?.html).not.toContain('<script>');
    expect(operator?.html).not.toContain('<b>Roulin');
    expect(operator?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(operator?.html).toContain(
      'Bonjour,<br>&#60;script&#62;alert(1)&#60;/script&#62;<br>Merci &#38; à bientôt',
    );
    expect(operator?.html).toContain(`E-Mail: ${body.email}`);
    expect(operator?.text).toContain('> Merci & à bientôt');

    const confirmation = await latestMail(t, body.email, 'contactConfirmation');
    expect(confirmation?.language).toBe('fr');
    expect(confirmation?.subject).toBe('Votre message à Tifo');
    expect(confirmation?.text).toContain('2 jours ouvrables');
    // nothing the sender typed reaches the (unverified) sender address: no spam relay
    for (const typed of ['alert(1)', 'Question', body.name, 'à bientôt']) {
      expect(confirmation?.text).not.toContain(typed);
      expect(confirmation?.html).not.toContain(typed);
    }
  });

  it('writes to the sender in German without an Accept-Language header, and in Italian or English on request', async () => {
    const german = message();
    expect((await postContact({ ...german, recaptchaResponse: await solvedCaptcha() })).status).toBe(200);
    expect((await latestMail(t, german.email, 'contactConfirmation'))?.subject).toBe(
      'Deine Nachricht an Tifo',
    );
    const italian = message();
    await postContact({ ...italian, recaptchaResponse: await solvedCaptcha() }, 'it-CH');
    expect((await latestMail(t, italian.email, 'contactConfirmation'))?.language).toBe('it');
    const english = message();
    await postContact({ ...english, recaptchaResponse: await solvedCaptcha() }, 'es;q=1, en;q=0.5');
    expect((await latestMail(t, english.email, 'contactConfirmation'))?.language).toBe('en');
  });

  it('refuses the same solution a second time with captchaInvalid', async () => {
    const captcha = await solvedCaptcha();
    expect((await postContact({ ...message(), recaptchaResponse: captcha })).status).toBe(200);
    const before = await countMessages();
    const replay = await postContact({ ...message(), recaptchaResponse: captcha });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(
      errorAnswer('validation', 'captchaInvalid', { recaptchaResponse: 'captchaInvalid' }),
    );
    expect(await countMessages()).toBe(before);
  });

  it('refuses tampered, foreign, expired and malformed solutions, and stores nothing', async () => {
    const before = await countMessages();
    const payload = decode(await solvedCaptcha());
    const keys = captchaKeys(TEST_SECRET);

    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const longerExpiry = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: {
          ...payload.challenge.parameters,
          expiresAt: payload.challenge.parameters.expiresAt + 3600,
        },
      },
    };
    const foreign = await createChallenge({
      algorithm: CAPTCHA.algorithm,
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() + 600_000),
      hmacSignatureSecret: 'someone-else',
      hmacKeySignatureSecret: 'someone-else-too',
    });
    const expired = await createChallenge({
      algorithm: CAPTCHA.algorithm,
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.key,
    });
    const unsigned = { ...payload, challenge: { parameters: payload.challenge.parameters } };

    for (const recaptchaResponse of [
      encode(wrongKey),
      encode(longerExpiry),
      encode(unsigned),
      await solve(foreign as CaptchaChallenge),
      await solve(expired as CaptchaChallenge),
      'not base64 at all',
      encode({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 'x', signature: 'y' }),
    ]) {
      const response = await postContact({ ...message(), recaptchaResponse });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: MESSAGES.captchaInvalid,
        code: 'validation',
        fields: { recaptchaResponse: said('captchaInvalid') },
      });
    }
    expect(await countMessages()).toBe(before);
    // The untouched solution still works: refusing the tampered copies did not use it up.
    expect((await postContact({ ...message(), recaptchaResponse: encode(payload) })).status).toBe(200);
  });

  it('answers the contract messages for missing fields', async () => {
    const missing = await postContact({});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('validation');
    expect(fieldTexts(missing.body.fields)).toEqual({
      name: MESSAGES.contactNameRequired,
      email: MESSAGES.emailInvalid,
      subject: MESSAGES.contactSubjectRequired,
      message: MESSAGES.contactMessageRequired,
      recaptchaResponse: MESSAGES.captchaRequired,
    });
    const blank = await postContact({ ...message({ name: '  ', email: 'nope' }), recaptchaResponse: '' });
    expect(blank.status).toBe(400);
    expect(fieldTexts(blank.body.fields)).toEqual({
      name: MESSAGES.contactNameRequired,
      email: MESSAGES.emailInvalid,
      recaptchaResponse: MESSAGES.captchaRequired,
    });
  });

  it('limits the calls per IP with 429 and Retry-After', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_ACCOUNT_PER_IP: '2' } });
    try {
      for (let i = 0; i < 2; i += 1) {
        const ok = await postContact(
          { ...message(), recaptchaResponse: await solvedCaptcha(limited) },
          'de',
          limited,
        );
        expect(ok.status).toBe(200);
      }
      const third = await postContact(
        { ...message(), recaptchaResponse: await solvedCaptcha(limited) },
        'de',
        limited,
      );
      expect(third.status).toBe(429);
      // Asked in German, answered in German (the catalog's words), named by its key.
      expect(third.body).toMatchObject({
        code: 'rate_limited',
        key: 'status429',
        message: deMessages.status429,
      });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('removes used captchas once they have expired', async () => {
    await t.db
      .insert(usedCaptchas)
      .values({ signature: 'old-expired-signature', expiresAt: new Date(Date.now() - 60_000) });
    expect((await postContact({ ...message(), recaptchaResponse: await solvedCaptcha() })).status).toBe(200);
    const rows = await t.db
      .select()
      .from(usedCaptchas)
      .where(eq(usedCaptchas.signature, 'old-expired-signature'));
    expect(rows).toEqual([]);
  });
});

describe('generated input on the contact route', () => {
  const FIELDS = ['name', 'email', 'subject', 'message', 'recaptchaResponse'];
  const value = fc.oneof(
    fc.jsonValue(),
    fc.string({ maxLength: 300 }),
    fc.emailAddress(),
    fc.base64String({ maxLength: 200 }),
    fc.constantFrom('', ' ', '\u0000', '💥'.repeat(40), 'eyJjaGFsbGVuZ2UiOnt9fQ==', 'e30='),
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }),
    fc.record({
      name: fc.string({ minLength: 1, maxLength: 30 }),
      email: fc.emailAddress(),
      subject: fc.string({ minLength: 1, maxLength: 30 }),
      message: fc.string({ minLength: 1, maxLength: 100 }),
      recaptchaResponse: fc.oneof(
        fc.base64String({ minLength: 4, maxLength: 400 }),
        fc.jsonValue({ maxDepth: 4 }).map((v) => Buffer.from(JSON.stringify(v)).toString('base64')),
      ),
    }),
  );

  const acceptLanguage = fc.constantFrom(
    '',
    'fr',
    'de-CH,de;q=0.9',
    'xx;q=abc',
    '*',
    'it;q=0, fr;q=0.1',
    'en;q=1.5',
  );

  it('never answers 5xx, and every error has the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(body, acceptLanguage, async (payload, language) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/emails/contact-us',
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json', 'accept-language': language },
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const answer = response.json();
          expect(typeof answer.message).toBe('string');
          expect(typeof answer.code).toBe('string');
        }
      }),
      { numRuns: 80 },
    );
  });
});
