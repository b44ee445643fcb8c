import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../mail/service';
import { loopbackOnly } from './loopback';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#F8F6F1;color:#14213D}
header{background:#14213D;color:#fff;padding:14px 20px}header a{color:#fff}
main{max-width:980px;margin:0 auto;padding:20px}table{width:100%;border-collapse:collapse;background:#fff}
td,th{padding:10px;border-bottom:1px solid #e6e2d8;text-align:left;font-size:14px;vertical-align:top}
a{color:#B01E31}.meta{background:#fff;padding:14px 16px;border-radius:8px;margin-bottom:14px;font-size:14px}
iframe{width:100%;height:640px;border:1px solid #e6e2d8;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:14px;border-radius:8px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<header><strong>Development mailbox</strong> · <a href="/dev/mailbox">all mails</a> · mails are stored, not sent (no SMTP_URL)</header>
<main>${body}</main></body></html>`;
}

/**
 * The local mail adapter's inbox: every mail in the outbox, rendered as the recipient sees it, with its
 * attachments. Registered only while the outbox is the mail transport and never in production.
 */
export const mailboxRoutes = (db: Db, mailer: Pick<Mailer, 'attachmentContent'>): FastifyPluginAsync =>
  async function routes(app) {
    app.addHook('onRequest', loopbackOnly);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; child-src 'self'; base-uri 'none'; form-action 'none'",
      );
    });

    const tags = ['dev'];
    app.get<{ Querystring: { to?: string } }>(
      '/mailbox',
      { schema: { tags, summary: 'Every mail in the outbox' } },
      async (req, reply) => {
        const to = typeof req.query.to === 'string' ? req.query.to.toLowerCase() : undefined;
        const rows = await db
          .select({
            id: emailOutbox.id,
            to: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            createdAt: emailOutbox.createdAt,
          })
          .from(emailOutbox)
          .where(to ? eq(emailOutbox.toAddress, to) : undefined)
          .orderBy(desc(emailOutbox.createdAt))
          .limit(200);
        const list = rows.length
          ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows
              .map(
                (row) =>
                  `<tr><td>${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(row.to)}</td><td><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a></td></tr>`,
              )
              .join('')}</tbody></table>`
          : '<p>No mails yet.</p>';
        return reply.type('text/html').send(page('Mailbox', `<h1>Mailbox</h1>${list}`));
      },
    );

    app.get<{ Params: { id: string } }>(
      '/mailbox/:id',
      { schema: { tags, summary: 'One mail as its recipient sees it' } },
      async (req, reply) => {
        const mail = await findMail(db, req.params.id);
        if (!mail) return reply.code(404).type('text/html').send(page('Not found', '<p>No such mail.</p>'));
        // Links open in the whole window, as in a mail client; the frame runs no scripts.
        const srcdoc = mail.html.replace('<head>', '<head><base target="_top">');
        const attachments = mail.attachments.length
          ? `<p>Attachments: ${mail.attachments
              .map(
                (a, i) =>
                  `<a href="/dev/mailbox/${mail.id}/attachments/${i}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a>`,
              )
              .join(', ')}</p>`
          : '';
        return reply.type('text/html').send(
          page(
            mail.subject,
            `<div class="meta"><div><strong>Subject:</strong> <span id="subject">${escapeHtml(mail.subject)}</span></div>
<div><strong>To:</strong> ${escapeHtml(mail.toAddress)}</div><div><strong>Language:</strong> ${escapeHtml(mail.language)}</div>
<div><strong>Date:</strong> ${mail.createdAt.toISOString()}</div>${attachments}</div>
<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-top-navigation-by-user-activation allow-popups allow-same-origin" srcdoc="${escapeHtml(srcdoc)}"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>`,
          ),
        );
      },
    );

    app.get<{ Params: { id: string; index: string } }>(
      '/mailbox/:id/attachments/:index',
      { schema: { tags, summary: "One of a mail's attachments" } },
      async (req, reply) => {
        const mail = await findMail(db, req.params.id);
        const attachment = mail?.attachments[Number(req.params.index)];
        // A mail not sent yet has not got its documents either; a sent one's are rendered now, as the mail job
        // rendered them when it sent the mail (mail/service.ts).
        if (!mail || !attachment || (mail.status !== 'sent' && attachment.content === undefined))
          throw new AppError('not_found');
        const content = await mailer.attachmentContent(attachment);
        return reply
          .type(attachment.contentType)
          .header('Content-Disposition', `attachment; filename="${attachment.filename.replace(/"/g, '')}"`)
          .send(content);
      },
    );
  };

async function findMail(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return mail;
}
