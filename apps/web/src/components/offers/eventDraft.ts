import {
  type ClubEvent,
  DEFAULT_TICKETS,
  type Descriptions,
  EventRequest,
  stillUntranslated,
  TICKET_TIERS,
  type TicketTier,
  UpdateEventRequest,
  type WireLanguage,
} from '@tifo/contract';
import { type DraftValidation, draftValidation, emptyDescriptions } from './draftValidation';

export interface TicketRow {
  /** Stable React key of the row. */
  key: number;
  tier: TicketTier;
  /** As typed; '' while empty. */
  amount: number | '';
}

/** What the event form holds; the dates as the browser's date-time inputs give them ('YYYY-MM-DDTHH:mm'). */
export interface EventDraft extends Descriptions {
  id: string | null;
  clubId: string;
  title: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  /** The locality the coordinates come from ('8008 Zürich'); they are kept while the location contains it. */
  locality: string | null;
  from: string;
  to: string;
  tickets: TicketRow[];
  ticketSends: boolean;
  sourceLanguage: WireLanguage;
  untranslatedLanguages: WireLanguage[];
}

export type EventField = keyof EventDraft | 'image' | 'fromDate' | 'toDate';

let nextKey = 1;
export function ticketRow(tier: TicketTier, amount: number | ''): TicketRow {
  nextKey += 1;
  return { key: nextKey, tier, amount };
}

/** A new event: one Silver ticket of 200 (PRODUCT.md §offers). */
export function newEventDraft(clubId: string, source: WireLanguage): EventDraft {
  return {
    id: null,
    clubId,
    title: '',
    location: '',
    latitude: null,
    longitude: null,
    locality: null,
    from: '',
    to: '',
    tickets: DEFAULT_TICKETS.map((ticket) => ticketRow(ticket.tier, ticket.amount)),
    ticketSends: false,
    ...emptyDescriptions(source),
  };
}

/** 'YYYY-MM-DD HH:mm:ss' → the date-time input's 'YYYY-MM-DDTHH:mm'. */
export function toInputDateTime(wire: string): string {
  return wire.length >= 16 ? `${wire.slice(0, 10)}T${wire.slice(11, 16)}` : '';
}

/** The date-time input's 'YYYY-MM-DDTHH:mm' → 'YYYY-MM-DD HH:mm:ss' (PRODUCT.md §validation); '' stays ''. */
export function toWireDateTime(input: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(input)) return input.trim();
  return `${input.slice(0, 10)} ${input.slice(11, 16)}:00`;
}

export function eventDraftOf(event: ClubEvent, source: WireLanguage): EventDraft {
  return {
    id: event.id,
    clubId: event.clubId,
    title: event.title,
    location: event.location,
    latitude: event.latitude,
    longitude: event.longitude,
    locality: event.latitude !== null ? event.location : null,
    from: toInputDateTime(event.fromDate),
    to: toInputDateTime(event.toDate),
    tickets: event.tickets.map((ticket) => ticketRow(ticket.tier, ticket.amount)),
    ticketSends: event.ticketSends,
    description: event.description,
    descriptionDe: event.descriptionDe,
    descriptionFr: event.descriptionFr,
    descriptionIt: event.descriptionIt,
    sourceLanguage: source,
    untranslatedLanguages: event.untranslatedLanguages,
  };
}

/** The tier a new ticket row gets: the first one not used yet. */
export function unusedTier(rows: readonly TicketRow[]): TicketTier | undefined {
  return TICKET_TIERS.find((tier) => !rows.some((row) => row.tier === tier));
}

/** A typed location keeps the coordinates only while it still contains the chosen locality. */
export function withLocation(draft: EventDraft, location: string): EventDraft {
  if (draft.locality && location.includes(draft.locality)) return { ...draft, location };
  return { ...draft, location, latitude: null, longitude: null, locality: null };
}

/** The request body of POST or PUT /events. */
export function eventBody(draft: EventDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {
    clubId: draft.clubId,
    title: draft.title,
    location: draft.location,
    latitude: draft.latitude,
    longitude: draft.longitude,
    fromDate: toWireDateTime(draft.from),
    toDate: toWireDateTime(draft.to),
    tickets: draft.tickets.map((row) => ({
      tier: row.tier,
      amount: row.amount === '' ? Number.NaN : row.amount,
    })),
    ticketSends: draft.ticketSends,
    description: draft.description,
    descriptionDe: draft.descriptionDe,
    descriptionFr: draft.descriptionFr,
    descriptionIt: draft.descriptionIt,
    sourceLanguage: draft.sourceLanguage,
    untranslatedLanguages: stillUntranslated(draft, draft.sourceLanguage, draft.untranslatedLanguages),
  };
  if (draft.id) body.id = draft.id;
  return body;
}

export type EventValidation = DraftValidation<string>;

/**
 * The contract's event rules plus the image. Errors are keyed by field ('title', 'fromDate', …) and, for
 * tickets, by row ('tickets.0.amount').
 */
export function validateEvent(draft: EventDraft, hasImage: boolean): EventValidation {
  const schema = draft.id ? UpdateEventRequest : EventRequest;
  // A ticket's message stands under its row (tickets.0.amount).
  const fieldOf = ([field, index, inner]: PropertyKey[]) =>
    (field === 'tickets' && typeof index === 'number'
      ? `tickets.${index}.${String(inner ?? 'amount')}`
      : String(field ?? '')) || undefined;
  return draftValidation(schema.safeParse(eventBody(draft)), fieldOf, {
    present: hasImage,
    required: 'eventImageRequired',
    field: 'image',
  });
}

export const EVENT_FIELD_ORDER: readonly string[] = [
  'title',
  'descriptionDe',
  'description',
  'descriptionFr',
  'descriptionIt',
  'fromDate',
  'toDate',
  'location',
  'tickets',
  'image',
];
