import { fillPlaceholders, type WireLanguage } from '@tifo/contract';
import { perLanguage } from '../../platform/catalogs';
import deWords from './locales/de/layout.json' with { type: 'json' };
import enWords from './locales/en/layout.json' with { type: 'json' };
import frWords from './locales/fr/layout.json' with { type: 'json' };
import itWords from './locales/it/layout.json' with { type: 'json' };
import type { MailTemplate, Vars } from './template-types';

/* A template's texts laid out as the mail's HTML and plain text, with the platform's footer. */

const CATALOGS = { de: deWords, en: enWords, fr: frWords, it: itWords };
/** The footer of every mail, from the catalogs (locales/<language>/layout.json). */
const FOOTER = perLanguage(CATALOGS, (words) => words.footer);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * An escaped text whose web addresses are links, broken anywhere on a narrow screen (a closing paragraph's link, such
 * as an update's unsubscribe link beside the mail's one button).
 */
function linked(escaped: string): string {
  return escaped.replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" style="color:#5c6478;word-break:break-all">${url}</a>`,
  );
}

/** Escaped, each line break a <br>: a paragraph with a list (a digest's gifts) keeps its lines. */
function lines(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

export function renderMail(
  template: MailTemplate,
  language: WireLanguage,
  vars: Vars & { platform: string; support: string; link?: string },
): RenderedMail {
  const t = template.texts[language](vars);
  const footer = fillPlaceholders(FOOTER[language], { platform: vars.platform, support: vars.support });
  const button =
    t.button && vars.link
      ? `<p style="margin:28px 0"><a href="${escapeHtml(vars.link)}" style="background:#D7263D;color:#fff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(t.button)}</a></p>`
      : '';
  const after = t.after
    ? `<p style="font-family:monospace;font-size:15px;background:#F8F6F1;padding:10px 12px;border-radius:6px;word-break:break-all">${escapeHtml(t.after)}</p>`
    : '';
  // Escaped first, then each line break becomes <br>, so the sender's text keeps its lines.
  const quote =
    t.quote !== undefined
      ? `<div style="line-height:1.55;margin:4px 0 12px;padding:12px 14px;background:#F8F6F1;border-left:4px solid #D7263D;border-radius:6px;overflow-wrap:anywhere">${lines(t.quote)}</div>`
      : '';
  const closing = (t.closing ?? [])
    .map((p) => `<p style="line-height:1.55;margin:0 0 12px">${linked(escapeHtml(p))}</p>`)
    .join('\n');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;background:#F8F6F1;font-family:Helvetica,Arial,sans-serif;color:#14213D">
<div style="max-width:560px;margin:0 auto;padding:32px 20px">
<div style="font-size:26px;font-weight:800;color:#D7263D;margin-bottom:20px">${escapeHtml(vars.platform)}</div>
<div style="background:#fff;border-radius:12px;padding:28px 24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(t.greeting)}</h1>
${t.paragraphs.map((p) => `<p style="line-height:1.55;margin:0 0 12px">${lines(p)}</p>`).join('\n')}
${quote}${closing}${button}${after}
</div>
<p style="font-size:12px;color:#5c6478;margin-top:20px">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [
    `${t.greeting},`,
    '',
    ...t.paragraphs.flatMap((p) => [p, '']),
    ...(t.quote !== undefined ? [...t.quote.split(/\r\n|\r|\n/).map((line) => `> ${line}`), ''] : []),
    ...(t.closing ?? []).flatMap((p) => [p, '']),
    ...(t.button && vars.link ? [`${t.button}: ${vars.link}`, ''] : []),
    ...(t.after ? [t.after, ''] : []),
    '--',
    footer,
  ].join('\n');
  return { subject: t.subject, html, text };
}
