import { API_BASE, getLinksByCode } from '../lib/endpoints';
import { type EmbedLanguage, TEXTS } from './texts';

/*
 * <tifo-donate link="webseite22" lang="fr"> (issue 48, docs/decisions/093): a club's donate button for any
 * website. One script from Tifo's origin defines the element; it draws in its own shadow root (the host page's
 * styles neither leak in nor out), needs no inline script or style on the host page, sets no cookie and tracks
 * nothing. It shows the payment link's offer — image, suggested amounts, a free amount, the rhythm, a campaign's
 * progress — and "Give" continues on Tifo's origin, where 3-D Secure and TWINT work: a popup on a desktop, the
 * same tab on a phone. The give page tells the button of the gift by postMessage; only Tifo's origin is believed.
 */

interface LinkData {
  code: string;
  amount: number | null;
  product: {
    title: string;
    image: string | null;
    price: number | null;
    crowdFunding: boolean;
    targetAmount: number | null;
    totalFunded: number;
    recurringProduct: boolean;
    recurringPeriod: keyof (typeof TEXTS)['de']['every'] | null;
    suggestedAmounts?: number[];
    /** A crowdfunding campaign (issue 49). */
    campaign?: {
      mode: 'keep' | 'all_or_nothing';
      raised: number;
      target: number;
      percent: number;
      backers: number;
      daysLeft: number;
      state: 'running' | 'funded' | 'not_funded';
    } | null;
  };
  club: { name: string; shortName: string };
}

/** Tifo's origin: where this script came from. */
const SCRIPT = document.currentScript as HTMLScriptElement | null;
const ORIGIN = SCRIPT ? new URL(SCRIPT.src).origin : location.origin;
const LANGUAGES: readonly EmbedLanguage[] = ['de', 'en', 'fr', 'it'];

const STYLE = `:host{display:block;max-width:420px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#14213D}
.card{border:1px solid #d9d4c7;border-radius:16px;padding:20px;background:#fff}
img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:10px;margin-bottom:12px}
.club{margin:0;font-size:14px;font-weight:700;color:#3d4660}h2{margin:2px 0 12px;font-size:20px;line-height:1.3}
.amounts{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px;padding:0;border:0}
.amounts button{min-height:44px;min-width:80px;padding:0 14px;border:2px solid #14213D;border-radius:999px;background:#fff;color:#14213D;font:inherit;font-weight:700;cursor:pointer}
.amounts button[aria-pressed=true]{background:#14213D;color:#fff}
label{display:block;font-size:14px;font-weight:700;margin-bottom:4px}
input{box-sizing:border-box;width:100%;min-height:44px;padding:0 12px;border:1px solid #6b7286;border-radius:8px;font:inherit;color:#14213D}
.give{display:block;width:100%;min-height:48px;margin-top:14px;border:0;border-radius:999px;background:#B3152B;color:#fff;font:inherit;font-size:17px;font-weight:700;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #14213D;outline-offset:2px}
.note,.rhythm{margin:8px 0 0;font-size:14px;color:#3d4660}.error{color:#A4161A;font-size:14px;margin:6px 0 0}
.thanks{margin:0;padding:14px;border-radius:10px;background:#E3F4EA;color:#0B5A2E;font-weight:700}
.bar{height:10px;background:#E6E1D6;border-radius:5px;overflow:hidden;margin:4px 0 12px}.bar span{display:block;height:100%;background:#0B7A3E}
.price{font-size:28px;font-weight:800;margin:0 0 4px}`;

const chf = (amount: number) =>
  new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(amount)
    .replace(/[’']/g, '’');

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

class TifoDonate extends HTMLElement {
  static observedAttributes = ['link', 'lang'];
  private readonly root = this.attachShadow({ mode: 'open' });
  private data: LinkData | undefined;
  private chosen = '';
  private thanked: number | undefined;
  private readonly onMessage = (event: MessageEvent) => {
    // Only Tifo's give page may say that a gift went through, and only of this button's link.
    if (event.origin !== ORIGIN) return;
    const message = event.data as { type?: unknown; code?: unknown; amount?: unknown } | null;
    if (message?.type !== 'tifo:thanks' || message.code !== this.data?.code) return;
    if (typeof message.amount !== 'number') return;
    this.thanked = message.amount;
    this.render();
  };

  constructor() {
    super();
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
    this.root.adoptedStyleSheets = [sheet];
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    void this.load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  attributeChangedCallback(_name: string, before: string | null, after: string | null) {
    if (this.isConnected && before !== after) void this.load();
  }

  /** The attribute's language, else the host page's, else German. */
  private get language(): EmbedLanguage {
    const asked = (this.getAttribute('lang') || document.documentElement.lang || 'de')
      .slice(0, 2)
      .toLowerCase();
    return (LANGUAGES as readonly string[]).includes(asked) ? (asked as EmbedLanguage) : 'de';
  }

  private get texts() {
    return TEXTS[this.language];
  }

  private async load() {
    const code = this.getAttribute('link') ?? '';
    this.status(this.texts.loading);
    try {
      const path = getLinksByCode.path.replace(':code', encodeURIComponent(code));
      const answer = await fetch(`${ORIGIN}${API_BASE}${path}`, {
        credentials: 'omit',
        headers: { 'Accept-Language': this.language },
      });
      if (!answer.ok) throw new Error(String(answer.status));
      this.data = (await answer.json()) as LinkData;
      const preset = this.preset();
      this.chosen = preset === null ? String(this.data.product.suggestedAmounts?.[1] ?? '') : String(preset);
      this.render();
    } catch {
      this.status(this.texts.failed);
    }
  }

  private preset(): number | null {
    const data = this.data;
    if (!data) return null;
    return data.amount ?? (data.product.crowdFunding ? null : data.product.price);
  }

  private status(text: string) {
    this.root.replaceChildren(element('p', { class: 'note', role: 'status' }, text));
  }

  private render() {
    const data = this.data;
    if (!data) return;
    const w = this.texts;
    const { product } = data;
    const section = element('section', { class: 'card', 'aria-labelledby': 'tifo-title' });
    if (product.image) section.append(element('img', { src: new URL(product.image, ORIGIN).href, alt: '' }));
    section.append(
      element('p', { class: 'club' }, data.club.name),
      element('h2', { id: 'tifo-title' }, product.title),
    );
    if (this.thanked !== undefined) {
      section.append(
        element('p', { class: 'thanks', role: 'status' }, fill(w.thanks, { amount: chf(this.thanked) })),
      );
      this.root.replaceChildren(section);
      return;
    }
    const campaign = product.campaign;
    if (campaign || (product.crowdFunding && product.targetAmount)) {
      const pledging = campaign?.mode === 'all_or_nothing';
      const funded = campaign ? campaign.raised : product.totalFunded;
      const target = campaign ? campaign.target : (product.targetAmount as number);
      const share = campaign ? campaign.percent : Math.min(100, Math.round((funded / target) * 100));
      const text = fill(pledging ? w.pledgedOf : w.of, { funded: chf(funded), target: chf(target) });
      const bar = element('div', {
        class: 'bar',
        role: 'progressbar',
        'aria-valuemin': '0',
        'aria-valuemax': '100',
        'aria-valuenow': String(share),
        'aria-label': text,
      });
      const fillBar = element('span');
      fillBar.style.width = `${share}%`;
      bar.append(fillBar);
      section.append(element('p', { class: 'note' }, text), bar);
    }
    if (campaign) {
      const time =
        campaign.state === 'running'
          ? campaign.daysLeft === 0
            ? w.lastDay
            : fill(w.daysLeft, { count: String(campaign.daysLeft) })
          : campaign.state === 'funded'
            ? w.funded
            : w.notFunded;
      section.append(
        element('p', { class: 'note' }, `${fill(w.backers, { count: String(campaign.backers) })} · ${time}`),
      );
      // Ended, or all or nothing (a pledge needs an account and a saved card): the club's page on Tifo takes over.
      if (campaign.state !== 'running' || campaign.mode === 'all_or_nothing') {
        if (campaign.state === 'running') {
          const pledge = element('a', {
            class: 'give',
            href: `${ORIGIN}/${encodeURIComponent(data.club.shortName)}`,
            target: '_blank',
            rel: 'noopener',
          });
          pledge.textContent = w.pledge;
          section.append(pledge, element('p', { class: 'note' }, w.onlyIfFunded));
        }
        this.root.replaceChildren(section);
        return;
      }
    }
    const preset = this.preset();
    const error = element('p', { class: 'error', id: 'tifo-error', role: 'alert' });
    if (preset !== null) {
      section.append(element('p', { class: 'price' }, `CHF ${chf(preset)}`));
    } else {
      const group = element('div', { class: 'amounts', role: 'group', 'aria-label': w.suggested });
      for (const amount of product.suggestedAmounts ?? []) {
        const button = element(
          'button',
          { type: 'button', 'aria-pressed': String(this.chosen === String(amount)) },
          `CHF ${chf(amount)}`,
        );
        button.addEventListener('click', () => {
          this.chosen = String(amount);
          this.render();
          this.root.querySelector<HTMLButtonElement>(`button[aria-pressed=true]`)?.focus();
        });
        group.append(button);
      }
      const label = element('label', { for: 'tifo-amount' }, w.amount);
      const input = element('input', {
        id: 'tifo-amount',
        inputmode: 'decimal',
        autocomplete: 'off',
        'aria-describedby': 'tifo-error',
      });
      input.value = this.chosen;
      input.addEventListener('input', () => {
        this.chosen = input.value.replace(/[^\d.]/g, '');
        for (const button of group.querySelectorAll('button')) {
          button.setAttribute(
            'aria-pressed',
            String(button.textContent === `CHF ${chf(Number(this.chosen))}`),
          );
        }
      });
      section.append(group, label, input);
    }
    if (product.recurringProduct && product.recurringPeriod) {
      section.append(element('p', { class: 'rhythm' }, w.every[product.recurringPeriod]));
    }
    section.append(error);
    const give = element(
      'button',
      { type: 'button', class: 'give' },
      preset === null ? w.donate : fill(w.donateAmount, { amount: chf(preset) }),
    );
    give.addEventListener('click', () => {
      const amount = preset ?? Number(this.chosen);
      if (!Number.isFinite(amount) || amount < 5) {
        error.textContent = w.invalid;
        return;
      }
      this.give(amount);
    });
    section.append(give, element('p', { class: 'note' }, w.secure));
    this.root.replaceChildren(section);
  }

  /** To Tifo's give page: a popup on a desktop (the button hears of the gift), the same tab on a phone. */
  private give(amount: number) {
    const data = this.data as LinkData;
    const url = new URL(`/give/${encodeURIComponent(data.code)}`, ORIGIN);
    url.searchParams.set('amount', String(amount));
    url.searchParams.set('embed', location.origin);
    const phone = window.matchMedia('(max-width: 600px), (pointer: coarse)').matches;
    if (!phone) {
      const popup = window.open(url.href, 'tifo-give', 'popup,width=500,height=780');
      if (popup) return;
    }
    url.searchParams.set('return', location.href);
    location.assign(url.href);
  }
}

if (!customElements.get('tifo-donate')) customElements.define('tifo-donate', TifoDonate);
