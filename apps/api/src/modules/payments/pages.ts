import { formatChfGrouped } from '@tifo/contract';

/**
 * The sandbox providers' own pages, served by the API like the real providers serve theirs: the 3-D Secure
 * challenge and the TWINT start page. Plain HTML forms, no script (the API's Content-Security-Policy allows
 * none inline), so they work in any browser and in a mobile app's web view.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only a path of this site is a return address: never another origin (no open redirect). */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  return value.length > 500 ? fallback : value;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#F8F6F1;color:#14213D}
main{max-width:420px;margin:48px auto;padding:28px 24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(20,33,61,.12)}
h1{font-size:20px;margin:0 0 8px}.badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.04em;background:#14213D;color:#fff;border-radius:4px;padding:3px 8px;margin-bottom:16px}
.amount{font-size:32px;font-weight:800;margin:12px 0 20px}p{line-height:1.5}
form{margin:10px 0}button{width:100%;min-height:48px;font-size:16px;font-weight:600;border-radius:8px;border:2px solid #14213D;cursor:pointer}
.approve{background:#0B7A3E;border-color:#0B7A3E;color:#fff}.cancel{background:#fff;color:#14213D}.fail{background:#fff;color:#A4161A;border-color:#A4161A}
button:focus-visible{outline:3px solid #D7263D;outline-offset:2px}.note{font-size:13px;color:#4a5468}
</style></head><body><main>${body}</main></body></html>`;
}

export function challengePage(input: { intentId: string; amountRappen: number; returnPath: string }): string {
  const action = (choice: string) =>
    `/api/payments/sandbox/3ds/${encodeURIComponent(input.intentId)}/${choice}?return=${encodeURIComponent(input.returnPath)}`;
  return page(
    '3-D Secure',
    `<span class="badge">SANDBOX · 3-D SECURE</span>
<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this card payment.</p>
<div class="amount">CHF ${formatChfGrouped(input.amountRappen)}</div>
<form method="post" action="${escapeHtml(action('approve'))}"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${escapeHtml(action('fail'))}"><button class="fail" type="submit">Fail authentication</button></form>
<p class="note">Test page of the built-in card sandbox: no money moves.</p>`,
  );
}

export function twintPage(input: { transactionId: string; amountRappen: number; clubName: string }): string {
  const action = (choice: string) =>
    `/api/payments/sandbox/twint/${encodeURIComponent(input.transactionId)}/${choice}`;
  return page(
    'TWINT',
    `<span class="badge">SANDBOX · TWINT</span>
<h1>Pay with TWINT</h1>
<p>${escapeHtml(input.clubName)}</p>
<div class="amount">CHF ${formatChfGrouped(input.amountRappen)}</div>
<form method="post" action="${escapeHtml(action('approve'))}"><button class="approve" type="submit">Approve in the TWINT app</button></form>
<form method="post" action="${escapeHtml(action('cancel'))}"><button class="cancel" type="submit">Cancel</button></form>
<form method="post" action="${escapeHtml(action('fail'))}"><button class="fail" type="submit">Simulate a failure</button></form>
<p class="note">Test page of the built-in TWINT sandbox (Datatrans redirect flow): no money moves.</p>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
