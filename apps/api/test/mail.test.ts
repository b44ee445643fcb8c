import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../src/adapters/mail';
import { emailOutbox } from '../src/db/schema';
import { latestMail, openTestDatabase, signUp, startTestApp } from './helpers';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process: the SMTP adapter must deliver what the outbox holds. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('mail through SMTP (the production adapter)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers the verification mail of a sign-up and marks the outbox row sent', async () => {
    const t = await startTestApp({ env: { SMTP_URL: smtp.url }, transport: createSmtpTransport(smtp.url) });
    try {
      const user = await signUp(t, { preferredLanguage: 'en' });
      await t.app.mailer.deliverPending();
      const mail = smtp.received.find((m) => m.to.includes(user.email));
      expect(mail?.raw).toContain('Subject: Confirm your email address for Tifo');
      expect(mail?.raw).toContain('verify-email?token=');
      expect((await latestMail(t, user.email))?.status).toBe('sent');
      // no local mailbox when real mail is configured
      expect((await t.get('/dev/mailbox')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('keeps a mail pending and retries when the SMTP server is down', async () => {
    const t = await startTestApp({ transport: createSmtpTransport('smtp://127.0.0.1:1') });
    try {
      const user = await signUp(t);
      await t.app.mailer.deliverPending();
      const mail = await latestMail(t, user.email);
      expect(mail?.status).toBe('pending');
      expect(mail?.attempts).toBeGreaterThanOrEqual(1);
      expect(mail?.lastError).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});

describe('the development routes answer this machine only', () => {
  it('/dev/mailbox and /dev/clock: 404 to another address, even one a proxy claims is local', async () => {
    const t = await startTestApp();
    try {
      for (const url of ['/dev/mailbox', '/dev/clock']) {
        const away = await t.app.inject({ url, remoteAddress: '203.0.113.7' });
        expect(away.statusCode, url).toBe(404);
        expect(away.json()).toEqual({ message: MESSAGES.status404, code: 'not_found' });
        const forged = await t.app.inject({
          url,
          remoteAddress: '198.51.100.4',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(forged.statusCode, url).toBe(404);
        for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
          expect((await t.app.inject({ url, remoteAddress: local })).statusCode, `${url} ${local}`).toBe(200);
        }
      }
      const moved = await t.app.inject({
        method: 'POST',
        url: '/dev/clock',
        remoteAddress: '203.0.113.7',
        payload: { advanceDays: 30 },
      });
      expect(moved.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the local mailbox at /dev/mailbox', () => {
  it('lists mails and shows one as the recipient sees it, with its attachments', async () => {
    const database = await openTestDatabase();
    const t = await startTestApp({ database });
    try {
      const user = await signUp(t);
      await t.app.mailer.deliverPending();
      const mail = (await latestMail(t, user.email))!;
      expect(mail.status).toBe('sent');
      await t.db
        .update(emailOutbox)
        .set({
          attachments: [
            {
              filename: 'receipt.pdf',
              contentType: 'application/pdf',
              content: Buffer.from('%PDF-1.4').toString('base64'),
            },
          ],
        })
        .where(eq(emailOutbox.id, mail.id));
      const list = await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(user.email)}` });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(`/dev/mailbox/${mail.id}`);
      expect(list.body).toContain('Bestätige Deine E-Mail-Adresse bei Tifo');
      const page = await t.app.inject({ url: `/dev/mailbox/${mail.id}` });
      expect(page.body).toContain('<iframe');
      expect(page.body).toContain('receipt.pdf');
      expect(page.headers['cache-control']).toBe('no-store');
      const attachment = await t.app.inject({ url: `/dev/mailbox/${mail.id}/attachments/0` });
      expect(attachment.headers['content-type']).toBe('application/pdf');
      expect(attachment.body).toBe('%PDF-1.4');
      expect((await t.app.inject({ url: '/dev/mailbox/not-an-id' })).statusCode).toBe(404);
    } finally {
      await t.close();
      await database.close();
    }
  });

  it('is not served in production', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'allow' } });
    try {
      expect((await t.get('/dev/mailbox')).status).toBe(404);
      expect((await t.get('/dev/mailbox')).body).toEqual({ message: MESSAGES.status404, code: 'not_found' });
    } finally {
      await t.close();
    }
  });
});
