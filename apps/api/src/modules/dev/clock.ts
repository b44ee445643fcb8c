import { AdvanceClockRequest, type AdvanceClockResponse, type ClockState } from '@tifo/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, schemaError, zodIssues } from '../../errors';
import type { MovableClock } from '../../platform/clock';
import type { Scheduler } from '../jobs/scheduler';
import { advanceClock } from '../jobs/service';
import { loopbackOnly } from './loopback';

const DAY_MS = 86_400_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#F8F6F1;color:#14213D}
header{background:#14213D;color:#fff;padding:14px 20px}header a{color:#fff}
main{max-width:720px;margin:0 auto;padding:20px}section{background:#fff;border-radius:8px;padding:16px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:0 0 12px}.now{font-size:26px;font-weight:700}
form{display:flex;flex-wrap:wrap;gap:10px;align-items:end}label{display:flex;flex-direction:column;gap:4px;font-size:14px}
input{font:inherit;padding:8px 10px;border:1px solid #8a8a8a;border-radius:6px;min-width:10rem}
button{font:inherit;padding:9px 16px;border:0;border-radius:6px;background:#B01E31;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #14213D;outline-offset:2px}
table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #e6e2d8;text-align:left}
.error{color:#B01E31;font-weight:600}a{color:#B01E31}`;

function page(now: Date, result?: AdvanceClockResponse, error?: string): string {
  const ran = result
    ? result.ran.length
      ? `<table><thead><tr><th scope="col">Job</th><th scope="col">Units of work</th></tr></thead><tbody>${result.ran
          .map((row) => `<tr><td>${escapeHtml(row.job)}</td><td>${row.count}</td></tr>`)
          .join('')}</tbody></table>`
      : '<p>Nothing fell due on the way.</p>'
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Platform clock</title><style>${STYLE}</style></head><body>
<header><strong>Development clock</strong> · <a href="/dev/mailbox">mailbox</a> · <a href="/admin?tab=jobs">jobs</a></header>
<main>
<section aria-labelledby="now-title"><h1 id="now-title">Platform time</h1>
<p class="now"><time datetime="${now.toISOString()}">${now.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></p>
<p>Moving the time forward runs every job that falls due on the way (renewals, retries, reminders,
reconciliation, mails), in order, and answers when they are done. The time never goes back.</p></section>
${error ? `<section role="alert"><p class="error">${escapeHtml(error)}</p></section>` : ''}
${result ? `<section aria-labelledby="ran-title" role="status"><h2 id="ran-title">What ran</h2>${ran}</section>` : ''}
<section aria-labelledby="days-title"><h2 id="days-title">Move forward by days</h2>
<form data-clock><label>Days<input name="advanceDays" type="number" min="1" max="3650" value="30" required></label>
<button type="submit">Move forward</button></form></section>
<section aria-labelledby="to-title"><h2 id="to-title">Move to a date and time (UTC)</h2>
<form data-clock><label>Date and time<input name="to" type="datetime-local" required></label>
<button type="submit">Move to</button></form></section>
<noscript><p class="error">The forms need JavaScript: they send JSON, as every state-changing /dev call must.</p></noscript>
</main><script src="/dev/clock.js"></script></body></html>`;
}

const wantsHtml = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

/**
 * The page's forms, sent as JSON (a state-changing /dev call takes JSON only: a form of another site can post
 * form data or text to this machine, but not JSON without the browser asking first). The answer is the page
 * again, which replaces this one.
 */
const SCRIPT = `for (const form of document.querySelectorAll('form[data-clock]')) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(form));
    const body = {};
    if (fields.advanceDays) body.advanceDays = Number(fields.advanceDays);
    if (fields.to) body.to = /[zZ]|[+-]\\d\\d:\\d\\d$/.test(fields.to) ? fields.to : (fields.to.length === 16 ? fields.to + ':00' : fields.to) + 'Z';
    form.querySelector('button').disabled = true;
    const response = await fetch('/dev/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/html' },
      body: JSON.stringify(body),
    });
    const html = await response.text();
    const next = new DOMParser().parseFromString(html, 'text/html');
    document.querySelector('main').replaceWith(document.adoptNode(next.querySelector('main')));
    const script = document.createElement('script');
    script.src = '/dev/clock.js?' + Date.now();
    document.body.append(script);
  });
}`;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/**
 * /dev/clock (development and tests, never production): the platform's time, and a way to move it forward
 * and run what falls due, like Stripe's test clocks. JSON for scripts (`GET` → {now}; `POST {advanceDays}`
 * or `{to}` → {now, ran}), a page for people.
 */
export const clockRoutes = (deps: {
  db: Db;
  clock: MovableClock;
  scheduler: Scheduler;
  log: FastifyRequest['log'];
}): FastifyPluginAsync =>
  async function routes(app) {
    app.addHook('onRequest', loopbackOnly);
    // State changes take JSON only (no form post of another site can send it without a CORS preflight).
    app.addHook('onRequest', async (req, _reply) => {
      if (req.method === 'GET' || req.method === 'HEAD') return;
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
        throw new AppError('validation', 'devJsonOnly', { status: 415 });
      }
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    const tags = ['dev'];
    app.get(
      '/clock',
      { schema: { tags, summary: "The platform's time: a page, or {now} as JSON" } },
      async (req, reply) => {
        const now = deps.clock.now();
        if (wantsHtml(req)) return sendHtml(reply, 200, page(now));
        return { now: now.toISOString() } satisfies ClockState;
      },
    );

    app.get('/clock.js', { schema: { tags, summary: "The clock page's script" } }, async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').send(SCRIPT),
    );

    app.post(
      '/clock',
      { schema: { tags, summary: 'Moves the time forward and runs the jobs due on the way' } },
      async (req, reply) => {
        const html = wantsHtml(req);
        const parsed = AdvanceClockRequest.safeParse(req.body ?? {});
        try {
          if (!parsed.success) {
            throw schemaError(zodIssues(parsed.error).slice(0, 1));
          }
          const target = parsed.data.to
            ? new Date(parsed.data.to)
            : new Date(deps.clock.now().getTime() + (parsed.data.advanceDays ?? 0) * DAY_MS);
          const { now, ran } = await advanceClock(
            { db: deps.db, clock: deps.clock, log: req.log },
            deps.scheduler.jobs,
            target,
          );
          const answer: AdvanceClockResponse = {
            now: now.toISOString(),
            ran: [...ran].map(([job, count]) => ({ job, count })),
          };
          if (html) return sendHtml(reply, 200, page(now, answer));
          return answer;
        } catch (error) {
          if (html && error instanceof AppError)
            return sendHtml(reply, error.status, page(deps.clock.now(), undefined, error.message));
          throw error;
        }
      },
    );
  };
