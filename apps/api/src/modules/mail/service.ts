import type { WireLanguage } from '@tifo/contract';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox, type OutboxAttachment } from '../../db/schema';
import { renderMail, type TemplateName } from './templates';

const MAX_ATTEMPTS = 5;

/** Renders a document an outbox mail attaches (`OutboxAttachment.document`): the PDF's bytes. */
export type DocumentRenderer = (document: { kind: string; id: string }) => Promise<Buffer>;

export interface MailRequest {
  to: string;
  template: TemplateName;
  language: WireLanguage;
  vars: Record<string, string>;
  link?: string;
  attachments?: OutboxAttachment[];
}

/** One more failed attempt of a mail (rendering or delivery): pending again, or failed after the last. */
async function recordFailedAttempt(db: DbOrTx, row: { id: string; attempts: number }, error: unknown) {
  const attempts = row.attempts + 1;
  await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
    })
    .where(eq(emailOutbox.id, row.id));
}

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

  /** queueMail's insert, not sent: to go out with another write of its transaction (db/alongside.ts). */
  function outboxInsert(tx: DbOrTx, request: MailRequest) {
    const rendered = renderMail(request.template, request.language, {
      ...request.vars,
      platform: config.PLATFORM_NAME,
      support: config.SUPPORT_EMAIL,
      ...(request.link ? { link: request.link } : {}),
    });
    return tx.insert(emailOutbox).values({
      toAddress: request.to,
      template: request.template,
      language: request.language,
      ...rendered,
      attachments: request.attachments ?? [],
    });
  }

  /**
   * Renders the documents of pending mails that only name them, outside any transaction (a PDF takes a while,
   * and PGlite serves one transaction at a time), on the PDF worker threads (documents/render.ts), and stores
   * the bytes in the row; two processes rendering the same document store the same bytes. A document that cannot be rendered fails that mail's attempt.
   */
  async function renderDocuments(): Promise<void> {
    if (!renderDocument) return;
    const rows = await db
      .select({ id: emailOutbox.id, attachments: emailOutbox.attachments, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lt(emailOutbox.attempts, MAX_ATTEMPTS),
          sql`jsonb_path_exists(${emailOutbox.attachments}, '$[*] ? (!(exists(@.content)))')`,
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(20);
    // All of the batch at once: the PDFs render on the worker threads meanwhile, and each row's update waits for
    // a connection once, not once per PDF after the one before.
    await Promise.all(
      rows.map(async (row) => {
        try {
          const attachments = await Promise.all(
            row.attachments.map(async (a) =>
              a.content !== undefined || !a.document
                ? a
                : { ...a, content: (await renderDocument?.(a.document))?.toString('base64') ?? '' },
            ),
          );
          await db
            .update(emailOutbox)
            .set({ attachments })
            .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'pending')));
        } catch (error) {
          log.error(
            { mailId: row.id, attempts: row.attempts + 1, err: error },
            'mail attachment could not be rendered',
          );
          await recordFailedAttempt(db, row, error);
        }
      }),
    );
  }

  async function deliverBatch(): Promise<number> {
    await renderDocuments();
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, 'pending'),
            lt(emailOutbox.attempts, MAX_ATTEMPTS),
            // Mails whose documents are not rendered yet wait for renderDocuments.
            sql`NOT jsonb_path_exists(${emailOutbox.attachments}, '$[*] ? (!(exists(@.content)))')`,
          ),
        )
        .orderBy(asc(emailOutbox.createdAt))
        .limit(20)
        .for('update', { skipLocked: true });
      const sent: string[] = [];
      for (const row of rows) {
        try {
          await transport.deliver({
            from: config.MAIL_FROM,
            to: row.toAddress,
            subject: row.subject,
            html: row.html,
            text: row.text,
            attachments: row.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content ?? '', 'base64'),
            })),
          });
          sent.push(row.id);
        } catch (error) {
          log.warn({ mailId: row.id, attempts: row.attempts + 1, err: error }, 'mail delivery failed');
          await recordFailedAttempt(tx, row, error);
        }
      }
      // The batch's delivered mails in one statement, in the transaction that holds their rows.
      if (sent.length > 0) {
        await tx
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(inArray(emailOutbox.id, sent));
      }
      return rows.length;
    });
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
          } while (batch === 20);
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
    outboxInsert,
    deliverPending,
    /** Names the renderer of attached documents (the documents module, wired in app.ts). */
    useDocuments(renderer: DocumentRenderer) {
      renderDocument = renderer;
    },
    deliverPendingOrFail,
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
