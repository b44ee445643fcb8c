import type { WireLanguage } from '@tifo/contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, OutgoingMail } from '../../adapters/mail';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox, type OutboxAttachment } from '../../db/schema';
import { renderMail } from './render';
import type { MailTemplate } from './template-types';

const MAX_ATTEMPTS = 5;
/** Mails one delivery run takes at a time. */
const BATCH = 20;
/** How long a run has a mail it took (rendering its documents and sending it) before another may take it. */
const CLAIM_SECONDS = 300;

/** Renders a document an outbox mail attaches (`OutboxAttachment.document`): the PDF's bytes. */
export type DocumentRenderer = (document: { kind: string; id: string }) => Promise<Buffer>;

export interface MailRequest {
  to: string;
  /** The mail's texts, from the mail-texts file of the module that sends it. */
  template: MailTemplate;
  language: WireLanguage;
  vars: Record<string, string>;
  link?: string;
  attachments?: OutboxAttachment[];
}

/** One more failed attempt of a mail (rendering or delivery): pending again, or failed after the last. */
async function recordFailedAttempt(db: Db, row: { id: string; attempts: number }, error: unknown) {
  const attempts = row.attempts + 1;
  await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      claimedUntil: null,
    })
    .where(eq(emailOutbox.id, row.id));
}

const MANY_PER_STATEMENT = 200;

/**
 * The outbox: `queueMail` writes the rendered mail in the caller's transaction; `deliverPending` hands
 * pending rows to the transport after the transaction commits, and the mail-delivery job (mail/jobs.ts) does
 * it again every minute for the retries.
 */
export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  config: Config;
  log: FastifyBaseLogger;
}) {
  const { db, transport, config, log } = deps;
  let renderDocument: DocumentRenderer | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function queueMail(tx: DbOrTx, request: MailRequest): Promise<void> {
    await outboxInsert(tx, request);
  }

  /** Many mails of one transaction (a campaign's backers), written a few hundred rows per statement. */
  async function queueMails(tx: DbOrTx, requests: readonly MailRequest[]): Promise<void> {
    for (let start = 0; start < requests.length; start += MANY_PER_STATEMENT) {
      await tx.insert(emailOutbox).values(requests.slice(start, start + MANY_PER_STATEMENT).map(outboxRow));
    }
  }

  /** queueMail's insert, not sent: to go out with another write of its transaction (db/alongside.ts). */
  function outboxInsert(tx: DbOrTx, request: MailRequest) {
    return tx.insert(emailOutbox).values(outboxRow(request));
  }

  /** The outbox row of a mail: rendered, with its attachments (or the documents they name). */
  function outboxRow(request: MailRequest) {
    const rendered = renderMail(request.template, request.language, {
      ...request.vars,
      platform: config.PLATFORM_NAME,
      support: config.SUPPORT_EMAIL,
      ...(request.link ? { link: request.link } : {}),
    });
    return {
      toAddress: request.to,
      template: request.template.name,
      language: request.language,
      ...rendered,
      attachments: request.attachments ?? [],
    };
  }

  /** An attachment's bytes: written with the mail, or the document it names rendered now. */
  async function attachmentContent(attachment: OutboxAttachment): Promise<Buffer> {
    if (attachment.content !== undefined) return Buffer.from(attachment.content, 'base64');
    if (attachment.document && renderDocument) return renderDocument(attachment.document);
    throw new Error(`attachment ${attachment.filename} has neither content nor a document to render`);
  }

  /**
   * Takes up to BATCH pending mails for this run in one statement: each is claimed for CLAIM_SECONDS, so that
   * another run (of this or another process) leaves it alone meanwhile, and takes it again only after that
   * (a process that stopped mid-delivery). No transaction is held while documents render or the transport
   * sends: PGlite serves one transaction at a time.
   */
  async function claimBatch() {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lt(emailOutbox.attempts, MAX_ATTEMPTS),
          or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(emailOutbox)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /**
   * The mail as it goes out: documents it only names are rendered now, on the PDF worker threads
   * (documents/render.ts), and handed to the transport with it; the outbox keeps only the reference, so a
   * receipt's PDF is neither written to nor read back from the database.
   */
  async function outgoing(row: typeof emailOutbox.$inferSelect): Promise<OutgoingMail> {
    const attachments = await Promise.all(
      row.attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: await attachmentContent(a),
      })),
    );
    return {
      id: row.id,
      from: config.MAIL_FROM,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments,
    };
  }

  async function deliverBatch(): Promise<number> {
    const rows = await claimBatch();
    const sent: string[] = [];
    // All of the batch at once: the PDFs render on the worker threads meanwhile.
    await Promise.all(
      rows.map(async (row) => {
        let mail: OutgoingMail;
        try {
          mail = await outgoing(row);
        } catch (error) {
          log.error(
            { mailId: row.id, attempts: row.attempts + 1, err: error },
            'mail attachment could not be rendered',
          );
          await recordFailedAttempt(db, row, error);
          return;
        }
        try {
          await transport.deliver(mail);
          sent.push(row.id);
        } catch (error) {
          log.warn({ mailId: row.id, attempts: row.attempts + 1, err: error }, 'mail delivery failed');
          await recordFailedAttempt(db, row, error);
        }
      }),
    );
    // The batch's delivered mails in one statement.
    if (sent.length > 0) {
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: sql`${emailOutbox.attempts} + 1`,
          claimedUntil: null,
        })
        .where(inArray(emailOutbox.id, sent));
    }
    return rows.length;
  }

  /**
   * Delivers what is pending; concurrent calls share one run and trigger one more pass. Answers how many
   * mails the run handed to the transport (delivered, or failed once more); rejects when the outbox could
   * not be read (the mail-delivery job records that as a failed run).
   */
  function deliverPendingOrFail(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      try {
        do {
          again = false;
          let batch: number;
          do {
            batch = await deliverBatch();
            handled += batch;
          } while (batch === BATCH);
        } while (again);
      } catch (error) {
        log.error({ err: error }, 'mail dispatcher failed');
        throw error;
      } finally {
        running = undefined;
      }
      return handled;
    })();
    return running;
  }

  /** The same, for callers that do not wait (after a request's commit): never rejects. */
  function deliverPending(): Promise<number> {
    return deliverPendingOrFail().catch(() => 0);
  }

  return {
    queueMail,
    queueMails,
    outboxInsert,
    outboxRow,
    deliverPending,
    /** Names the renderer of attached documents (the documents module, wired in app.ts). */
    useDocuments(renderer: DocumentRenderer) {
      renderDocument = renderer;
    },
    deliverPendingOrFail,
    attachmentContent,
    async close() {
      // A run stuck on a database that went away must not hold the shutdown: at most 5 s.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        running?.catch(() => {}),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, 5_000);
        }),
      ]);
      clearTimeout(timer);
      transport.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;

export async function countPendingMail(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row?.n ?? 0;
}
