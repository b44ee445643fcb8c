import {
  type Campaign,
  fillPlaceholders,
  formatChfGrouped,
  type PublicPaymentLink,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import { swissDay } from '../../platform/swiss-dates';
import de from './locales/de/page.json' with { type: 'json' };
import en from './locales/en/page.json' with { type: 'json' };
import fr from './locales/fr/page.json' with { type: 'json' };
import it from './locales/it/page.json' with { type: 'json' };

/*
 * A payment link's page (issue 48, docs/decisions/092), rendered here as plain HTML with its style inline: no
 * script, no web font, one image at most besides the logo, so that a phone on the stadium's network shows it at
 * once. "Give" continues on the give page of the web app (/give/<code>), with the amount chosen here.
 */

const WORDS: Record<WireLanguage, typeof de> = { de, en, fr, it };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#F8F6F1;color:#14213D;line-height:1.5}
main{max-width:480px;margin:0 auto;padding:16px}header{display:flex;align-items:center;gap:12px;margin:8px 0 16px}
header img{width:48px;height:48px;object-fit:contain;border-radius:8px;background:#fff}header p{margin:0;font-weight:700}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 6px rgba(20,33,61,.12)}
.hero{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:12px;display:block;margin-bottom:16px}
h1{font-size:24px;line-height:1.25;margin:0 0 8px}.desc{margin:0 0 16px;color:#3d4660}
.amount{font-size:32px;font-weight:800;margin:8px 0 16px}.choices{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0 16px;padding:0;list-style:none}
.choices a{display:inline-flex;align-items:center;justify-content:center;min-width:88px;min-height:48px;padding:0 16px;border:2px solid #14213D;border-radius:999px;color:#14213D;font-weight:700;text-decoration:none}
.give{display:flex;align-items:center;justify-content:center;min-height:52px;border-radius:999px;background:#B3152B;color:#fff;font-size:18px;font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid #14213D;outline-offset:3px}.note{font-size:15px;color:#3d4660;margin:12px 0 0}
.bar{height:12px;background:#E6E1D6;border-radius:6px;overflow:hidden;margin:4px 0}.bar span{display:block;height:100%;background:#0B7A3E}
footer{margin:24px 0 8px;font-size:15px;color:#3d4660;text-align:center}footer a{color:#14213D;display:inline-block;min-height:48px;line-height:48px;padding:0 8px}
footer nav{display:flex;justify-content:center;flex-wrap:wrap;gap:4px}`;

function shell(language: WireLanguage, title: string, description: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}"><meta name="theme-color" content="#D7263D">
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function footer(language: WireLanguage, path: string): string {
  const w = WORDS[language];
  const links = WIRE_LANGUAGES.map((code) =>
    code === language
      ? `<a href="${path}?lang=${code}" aria-current="page" lang="${code}">${code.toUpperCase()}</a>`
      : `<a href="${path}?lang=${code}" lang="${code}">${code.toUpperCase()}</a>`,
  ).join('');
  return `<footer><nav aria-label="${escapeHtml(w.languages)}">${links}</nav><p><a href="/">Tifo</a> · ${escapeHtml(w.tagline)}</p></footer>`;
}

const shortText = (text: string, max = 240) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
};

const chf = (amount: number) => formatChfGrouped(Math.round(amount * 100));

const bar = (label: string, share: number) =>
  `<div class="bar" role="progressbar" aria-label="${escapeHtml(label)}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${share}"><span style="width:${share}%"></span></div>`;

/** A campaign's progress (issue 49): raised or pledged of the target, the bar, backers, the days left or the outcome. */
function campaignPart(w: typeof de, campaign: Campaign): string {
  const date = swissDay(new Date(campaign.endsAt));
  const raised = fillPlaceholders(campaign.mode === 'all_or_nothing' ? w.pledgedOf : w.of, {
    funded: chf(campaign.raised),
    target: chf(campaign.target),
  });
  const time =
    campaign.state === 'funded'
      ? w.endedFunded
      : campaign.state === 'not_funded'
        ? w.endedNotFunded
        : campaign.daysLeft === 0
          ? w.lastDay
          : w.daysLeft;
  const facts = [
    fillPlaceholders(w.backers, { count: String(campaign.backers) }),
    fillPlaceholders(time, { count: String(campaign.daysLeft), date }),
  ];
  return `<p class="note">${escapeHtml(w.progress)}: ${escapeHtml(raised)} (${campaign.percent} %)</p>${bar(w.progress, campaign.percent)}<p class="note">${escapeHtml(facts.join(' · '))}</p>`;
}

/** The page of a link that can be given through. */
export function linkPage(link: PublicPaymentLink, language: WireLanguage): string {
  const w = WORDS[language];
  const { product, club } = link;
  const give = `/give/${link.code}`;
  const preset = link.amount ?? (product.crowdFunding ? null : product.price);
  const parts: string[] = [];
  parts.push(
    `<header>${club.logo ? `<img src="${escapeHtml(club.logo)}" alt="" width="48" height="48">` : ''}<p>${escapeHtml(club.name)}</p></header>`,
  );
  parts.push('<section class="card">');
  if (product.image) {
    parts.push(`<img class="hero" src="${escapeHtml(product.image)}" alt="" width="448" height="252">`);
  }
  parts.push(`<h1>${escapeHtml(product.title)}</h1>`);
  if (product.description) parts.push(`<p class="desc">${escapeHtml(shortText(product.description))}</p>`);
  const campaign = product.campaign;
  if (campaign) {
    parts.push(campaignPart(w, campaign));
  } else if (product.crowdFunding && product.targetAmount) {
    const share = Math.min(100, Math.round((product.totalFunded / product.targetAmount) * 100));
    const text = fillPlaceholders(w.of, {
      funded: chf(product.totalFunded),
      target: chf(product.targetAmount),
    });
    parts.push(`<p class="note">${escapeHtml(w.progress)}: ${escapeHtml(text)}</p>${bar(w.progress, share)}`);
  }
  if (campaign && campaign.state !== 'running') {
    // Ended (issue 49): the outcome stands where the buttons were; nothing more is given.
    parts.push(`<a class="give" href="/${escapeHtml(club.shortName)}">${escapeHtml(w.toClub)}</a>`);
  } else if (campaign?.mode === 'all_or_nothing') {
    // A pledge needs an account and a saved card: checkout on the club's page takes it.
    parts.push(
      `<p class="note">${escapeHtml(fillPlaceholders(w.allOrNothing, { date: swissDay(new Date(campaign.endsAt)) }))}</p>`,
      `<a class="give" href="/${escapeHtml(club.shortName)}#product-${escapeHtml(product.id)}">${escapeHtml(w.pledge)}</a>`,
    );
  } else if (preset !== null) {
    parts.push(`<p class="amount">CHF ${chf(preset)}</p>`);
    if (product.recurringProduct) parts.push(`<p class="note">${escapeHtml(w.every)}</p>`);
    parts.push(
      `<a class="give" href="${give}">${escapeHtml(fillPlaceholders(w.giveAmount, { amount: chf(preset) }))}</a>`,
    );
  } else {
    const choices = (product.suggestedAmounts ?? [])
      .map((amount) => `<li><a href="${give}?amount=${amount}">CHF ${chf(amount)}</a></li>`)
      .join('');
    parts.push(
      `<h2 class="note">${escapeHtml(w.chooseAmount)}</h2><ul class="choices">${choices}<li><a href="${give}">${escapeHtml(w.otherAmount)}</a></li></ul>`,
    );
    parts.push(`<a class="give" href="${give}">${escapeHtml(w.give)}</a>`);
  }
  parts.push(
    `<p class="note">${escapeHtml(w.secure)} ${escapeHtml(link.guestAllowed ? w.guest : w.account)}</p>`,
  );
  parts.push('</section>');
  parts.push(footer(language, `/l/${link.code}`));
  return shell(
    language,
    `${product.title} – ${club.name}`,
    shortText(`${club.name}: ${product.title}. ${w.secure}`, 150),
    parts.join(''),
  );
}

/** The page of a link that is unknown (404) or no longer valid (410). */
export function linkMissingPage(language: WireLanguage, gone: boolean, path: string): string {
  const w = WORDS[language];
  const title = gone ? w.gone : w.missing;
  return shell(
    language,
    title,
    title,
    `<section class="card"><h1>${escapeHtml(title)}</h1><p class="desc">${escapeHtml(gone ? w.goneText : w.missingText)}</p><a class="give" href="/">${escapeHtml(w.toTifo)}</a></section>${footer(language, path)}`,
  );
}
