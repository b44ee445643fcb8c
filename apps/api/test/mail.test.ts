// @database: jobs and the outbox claimed by several workers (SKIP LOCKED, the job queue); run on PostgreSQL too (vitest.config.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from '../src/adapters/mail';
import { emailOutbox } from '../src/db/schema';
import { createMailer } from '../src/modules/mail/service';
import {
  errorAnswer,
  latestMail,
  mailAttachment,
  openTestDatabase,
  signUp,
  startTestApp,
  type TestApp,
} from './helpers';

/**
 * Makes a mail (a sign-up's, already sent) pending again and naming a document, as a booking's receipt mail
 * does: the document is rendered only when the mail is sent.
 */
async function attachDocument(t: TestApp, mailId: string, id: string) {
  await t.db
    .update(emailOutbox)
    .set({
      status: 'pending',
      attempts: 0,
      sentAt: null,
      attachments: [
        { filename: `doc-${id}.pdf`, contentType: 'application/pdf', document: { kind: 'testDocument', id } },
      ],
    })
    .where(eq(emailOutbox.id, mailId));
}

/** A stand-in renderer: the PDF of document `id` says which it is, and takes `ms` to make. */
function renderer(ms = 0, rendered: string[] = []) {
  return async (document: { kind: string; id: string }) => {
    rendered.push(document.id);
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (document.id === 'broken') throw new Error('the document cannot be rendered');
    return Buffer.from(`%PDF-1.7 ${document.kind} ${document.id}`);
  };
}

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

  it('renders a named document when the mail is sent and sends it along; the outbox keeps only the name', async () => {
    const t = await startTestApp({ env: { SMTP_URL: smtp.url }, transport: createSmtpTransport(smtp.url) });
    try {
      t.app.mailer.useDocuments(renderer());
      const user = await signUp(t, { preferredLanguage: 'en' });
      await t.app.mailer.deliverPending();
      const queued = (await latestMail(t, user.email))!;
      await attachDocument(t, queued.id, 'receipt-1');
      await t.app.mailer.deliverPending();
      const mail = smtp.received.findLast((m) => m.to.includes(user.email));
      expect(mail?.raw).toContain('Content-Type: application/pdf; name=doc-receipt-1.pdf');
      expect(mail?.raw).toContain(Buffer.from('%PDF-1.7 testDocument receipt-1').toString('base64'));
      const row = (await latestMail(t, user.email))!;
      expect(row).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
      expect(row.attachments).toEqual([
        {
          filename: 'doc-receipt-1.pdf',
          contentType: 'application/pdf',
          document: { kind: 'testDocument', id: 'receipt-1' },
        },
      ]);
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
        expect(away.json()).toEqual(errorAnswer('not_found', 'status404'));
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
      expect((await t.get('/dev/mailbox')).body).toEqual(errorAnswer('not_found', 'status404'));
    } finally {
      await t.close();
    }
  });
});

describe('delivery runs', () => {
  /**
   * Another process's mailer on the test's database: its transport records what it was handed (after
   * `deliverMs`), its renderer takes `renderMs` and notes the documents it rendered.
   */
  function otherMailer(
    t: TestApp,
    options: { deliverMs?: number; renderMs?: number; rendered?: string[] } = {},
  ) {
    const delivered: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'outbox',
      async deliver(mail) {
        await new Promise((resolve) => setTimeout(resolve, options.deliverMs ?? 0));
        delivered.push(mail);
      },
      close: () => {},
    };
    const mailer = createMailer({ db: t.db, transport, config: t.config, log: t.app.log });
    mailer.useDocuments(renderer(options.renderMs, options.rendered));
    return { mailer, delivered };
  }

  it('two runs at once (two processes) send each mail once, with its own document', async () => {
    const t = await startTestApp();
    try {
      for (let i = 0; i < 30; i += 1) await signUp(t);
      await t.app.mailer.deliverPending();
      const ids = (await t.db.select({ id: emailOutbox.id }).from(emailOutbox)).map((row) => row.id);
      expect(ids).toHaveLength(30);
      for (const id of ids) await attachDocument(t, id, id);
      const runs = [
        otherMailer(t, { deliverMs: 5, renderMs: 10 }),
        otherMailer(t, { deliverMs: 5, renderMs: 10 }),
      ];
      const handled = await Promise.all(runs.map(({ mailer }) => mailer.deliverPendingOrFail()));
      expect(handled[0]! + handled[1]!).toBe(30);
      const delivered = runs.flatMap((run) => run.delivered);
      expect(delivered.map((mail) => mail.id).sort()).toEqual([...ids].sort());
      for (const mail of delivered) {
        expect(mail.attachments[0]!.content.toString()).toBe(`%PDF-1.7 testDocument ${mail.id}`);
      }
      const rows = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      expect(
        rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.claimedUntil === null),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('leaves a mail another run has claimed, and takes it once the claim has run out (a process that stopped)', async () => {
    const t = await startTestApp();
    try {
      const { mailer, delivered } = otherMailer(t);
      const user = await signUp(t);
      await t.app.mailer.deliverPending();
      const mail = (await latestMail(t, user.email))!;
      await attachDocument(t, mail.id, 'claimed');
      await t.db
        .update(emailOutbox)
        .set({ claimedUntil: sql`now() + interval '1 minute'` })
        .where(eq(emailOutbox.id, mail.id));
      expect(await mailer.deliverPendingOrFail()).toBe(0);
      expect(delivered).toHaveLength(0);
      await t.db
        .update(emailOutbox)
        .set({ claimedUntil: sql`now() - interval '1 second'` })
        .where(eq(emailOutbox.id, mail.id));
      expect(await mailer.deliverPendingOrFail()).toBe(1);
      expect(delivered.map((m) => m.id)).toEqual([mail.id]);
      expect((await latestMail(t, user.email))?.status).toBe('sent');
    } finally {
      await t.close();
    }
  });

  it('a document that cannot be rendered fails that mail’s attempt only, and is tried again', async () => {
    const t = await startTestApp();
    try {
      const rendered: string[] = [];
      const { mailer, delivered } = otherMailer(t, { rendered });
      const good = await signUp(t);
      const bad = await signUp(t);
      await t.app.mailer.deliverPending();
      await attachDocument(t, (await latestMail(t, good.email))!.id, 'fine');
      await attachDocument(t, (await latestMail(t, bad.email))!.id, 'broken');
      expect(await mailer.deliverPendingOrFail()).toBe(2);
      expect(delivered.map((m) => m.to)).toEqual([good.email]);
      expect(await latestMail(t, bad.email)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'the document cannot be rendered',
        claimedUntil: null,
      });
      expect(await mailer.deliverPendingOrFail()).toBe(1);
      expect(rendered.filter((id) => id === 'broken')).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('the local mailbox shows a sent mail’s documents, rendered as the mail job rendered them, and none before', async () => {
    const t = await startTestApp();
    try {
      t.app.mailer.useDocuments(renderer());
      const user = await signUp(t);
      await t.app.mailer.deliverPending();
      const mail = (await latestMail(t, user.email))!;
      await attachDocument(t, mail.id, 'local-1');
      const missing = await t.app.inject({ url: `/dev/mailbox/${mail.id}/attachments/0` });
      expect(missing.statusCode).toBe(404);
      await t.app.mailer.deliverPending();
      expect((await mailAttachment(t, mail)).toString()).toBe('%PDF-1.7 testDocument local-1');
      expect((await t.app.inject({ url: `/dev/mailbox/${mail.id}/attachments/1` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
