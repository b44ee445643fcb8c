import type { WireLanguage } from '@tifo/contract';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox, type OutboxAttachment } from '../../db/schema';
import { renderMail, type TemplateName } from './templates';

const MAX_ATTEMPTS = 5;

export interface MailRequest {
  to: string;
  template: TemplateName;
  language: WireLanguage;
  vars: Record<string, string>;
  link?: string;
  attachments?: OutboxAttachment[];
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
  let running: Promise<number> | undefined;
  let again = false;

  async function queueMail(tx: DbOrTx, request: MailRequest): Promise<void> {
    const rendered = renderMail(request.template, request.language, {
      ...request.vars,
      platform: config.PLATFORM_NAME,
      support: config.SUPPORT_EMAIL,
      ...(request.link ? { link: request.link } : {}),
    });
    await tx.insert(emailOutbox).values({
      toAddress: request.to,
      template: request.template,
      language: request.language,
      ...rendered,
      attachments: request.attachments ?? [],
    });
  }

  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(20)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        try {
          await transport.deliver({
            from: config.MAIL_FROM,
            to: row.toAddress,
            subject: row.subject,
            html: row.html,
            text: row.text,
            attachments: row.attachments.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
          });
          await tx
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
            .where(eq(emailOutbox.id, row.id));
        } catch (error) {
          const attempts = row.attempts + 1;
          log.warn({ mailId: row.id, attempts, err: error }, 'mail delivery failed');
          await tx
            .update(emailOutbox)
            .set({
              attempts,
              lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            })
            .where(eq(emailOutbox.id, row.id));
        }
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
    deliverPending,
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
