import {
  type ClubDetails,
  formatChfGrouped,
  type PublicEvent,
  type SportType,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import { dateFormat } from '../../lib/intl';

/** The wire code of an i18next language (de, en, fr, it); German when unknown. */
export function wireLanguage(language: string): WireLanguage {
  const code = language.split('-')[0] ?? '';
  return (WIRE_LANGUAGES as readonly string[]).includes(code) ? (code as WireLanguage) : 'de';
}

/** 150 → 'CHF 150.00', 1500 → 'CHF 1'500.00' (amounts cross the API as CHF with two decimals). */
export function formatPrice(chf: number): string {
  return `CHF ${formatChfGrouped(Math.round(chf * 100))}`;
}

/** The club's description in the current language, falling back to German and then English. */
export function clubDescription(club: ClubDetails, language: WireLanguage): string {
  const byLanguage: Record<WireLanguage, string> = {
    de: club.descriptionDe,
    en: club.description,
    fr: club.descriptionFr,
    it: club.descriptionIt,
  };
  return byLanguage[language] || club.descriptionDe || club.description;
}

export function sportName(sport: SportType, language: WireLanguage): string {
  return sport.names[language] || sport.names.de || sport.tag;
}

/** Up to two initials of a club name for the avatar without a logo. */
export function clubInitials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

const EVENT_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** 'YYYY-MM-DD HH:mm:ss' (Swiss local time) as a local Date; Invalid Date when the text is not one. */
export function parseEventDate(text: string): Date {
  const match = EVENT_DATE.exec(text);
  if (!match) return new Date(Number.NaN);
  const [, year, month, day, hour, minute] = match.map(Number) as [number, ...number[]];
  return new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute);
}

/** 'YYYY-MM-DD HH:mm:ss' → 'DD.MM.YYYY HH:mm' (spec: dates DD.MM.YYYY). */
export function formatEventDate(text: string): string {
  const match = EVENT_DATE.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute] = match;
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** A date as DD.MM.YYYY: an ISO timestamp in Swiss time, or the date part of 'YYYY-MM-DD…' as it is. */
export function formatDay(text: string): string {
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) {
      const parts = dateFormat('de-CH', {
        timeZone: 'Europe/Zurich',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).formatToParts(date);
      const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
      return `${part('day')}.${part('month')}.${part('year')}`;
    }
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  return formatEventDate(text).slice(0, 10);
}

export interface DatedEvent {
  event: PublicEvent;
  past: boolean;
}

/** Upcoming events first (soonest first), then past ones (latest first), each marked. */
export function orderEvents(events: readonly PublicEvent[], now: Date = new Date()): DatedEvent[] {
  const dated = events.map((event) => ({
    event,
    from: parseEventDate(event.fromDate).getTime(),
    past: parseEventDate(event.toDate).getTime() < now.getTime(),
  }));
  const upcoming = dated.filter((item) => !item.past).sort((a, b) => a.from - b.from);
  const past = dated.filter((item) => item.past).sort((a, b) => b.from - a.from);
  return [...upcoming, ...past].map(({ event, past: isPast }) => ({ event, past: isPast }));
}

/** A website as a link target: a bare host gets https://. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
