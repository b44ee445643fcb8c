import { z } from 'zod';
import { TICKET_TIERS } from './clubs';
import { descriptionFields, requireSourceDescription, storedDescriptions } from './description-fields';
import { Confirmation } from './http';
import { OFFER_LIMITS } from './limits';
import { KEYS } from './messages';
import { parseSwissDateTime } from './swiss-time';

/** A club's events (POST /events, PUT /events; PRODUCT.md §offers). */

export type TicketTier = (typeof TICKET_TIERS)[number];
export const DEFAULT_TICKETS: readonly { tier: TicketTier; amount: number }[] = [
  { tier: 'Silver', amount: 200 },
];

export const Ticket = z.object({
  tier: z.enum(TICKET_TIERS, KEYS.ticketTierInvalid),
  /** How many tickets of the tier there are. */
  amount: z
    .number(KEYS.ticketAmountInvalid)
    .int(KEYS.ticketAmountInvalid)
    .min(0, KEYS.ticketAmountInvalid)
    .max(OFFER_LIMITS.ticketAmountMax, KEYS.ticketAmountInvalid),
});
export type Ticket = z.infer<typeof Ticket>;

const swissDateTime = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((value) => parseSwissDateTime(value) !== undefined, message);

const eventFields = {
  clubId: z.uuid(KEYS.clubNotFound),
  title: z
    .string(KEYS.eventTitleInvalid)
    .trim()
    .min(OFFER_LIMITS.eventTitleMin, KEYS.eventTitleInvalid)
    .max(OFFER_LIMITS.eventTitleMax, KEYS.eventTitleInvalid),
  location: z
    .string(KEYS.eventLocationRequired)
    .trim()
    .min(1, KEYS.eventLocationRequired)
    .max(OFFER_LIMITS.eventLocationMax, KEYS.eventLocationTooLong),
  /** From the offline locality data (the locality picker). */
  latitude: z.number().min(-90).max(90).nullish().default(null),
  longitude: z.number().min(-180).max(180).nullish().default(null),
  /** 'YYYY-MM-DD HH:mm:ss', Swiss local time (PRODUCT.md §validation). */
  fromDate: swissDateTime(KEYS.eventStartRequired),
  toDate: swissDateTime(KEYS.eventEndRequired),
  tickets: z
    .array(Ticket)
    .min(1, KEYS.ticketsRequired)
    .max(TICKET_TIERS.length, KEYS.ticketTierDuplicate)
    .default(() => DEFAULT_TICKETS.map((ticket) => ({ ...ticket }))),
  /** Whether tickets are sent to the buyers (PRODUCT.md §offers ticketSends). */
  ticketSends: z.boolean().default(false),
  ...descriptionFields,
};

export const EventFields = z.object(eventFields);
type EventFieldsOut = z.output<typeof EventFields>;

function checkEvent(body: EventFieldsOut, ctx: z.RefinementCtx) {
  requireSourceDescription(body, ctx, KEYS.eventDescriptionInvalid, OFFER_LIMITS.eventDescriptionMin);
  const from = parseSwissDateTime(body.fromDate);
  const to = parseSwissDateTime(body.toDate);
  if (from && to && to < from) {
    ctx.addIssue({ code: 'custom', message: KEYS.eventEndBeforeStart, path: ['toDate'] });
  }
  const tiers = new Set<string>();
  body.tickets.forEach((ticket, index) => {
    if (tiers.has(ticket.tier)) {
      ctx.addIssue({
        code: 'custom',
        message: KEYS.ticketTierDuplicate,
        path: ['tickets', index, 'tier'],
      });
    }
    tiers.add(ticket.tier);
  });
}

/** POST /events (PRODUCT.md §offers Event). */
export const EventRequest = EventFields.superRefine(checkEvent);
export type EventRequest = z.output<typeof EventRequest>;
export type EventForm = z.input<typeof EventRequest>;

/** PUT /events: with the event's id; the clubId is ignored (the stored club decides). */
export const UpdateEventRequest = EventFields.extend({
  id: z.uuid(KEYS.status404),
  clubId: eventFields.clubId.optional(),
}).superRefine((body, ctx) => checkEvent(body as EventFieldsOut, ctx));
export type UpdateEventRequest = z.output<typeof UpdateEventRequest>;

export function emptyEventForm(clubId: string): EventForm {
  return {
    clubId,
    title: '',
    location: '',
    latitude: null,
    longitude: null,
    fromDate: '',
    toDate: '',
    tickets: DEFAULT_TICKETS.map((ticket) => ({ ...ticket })),
    ticketSends: false,
    description: '',
    descriptionDe: '',
    descriptionFr: '',
    descriptionIt: '',
    sourceLanguage: 'de',
    untranslatedLanguages: [],
  };
}

export const EVENT_STATUSES = ['draft', 'active'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event as its club's administrators see it. Dates 'YYYY-MM-DD HH:mm:ss', Swiss local time. */
export const ClubEvent = z.object({
  id: z.string(),
  clubId: z.string(),
  title: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  tickets: z.array(Ticket),
  ticketSends: z.boolean(),
  ...storedDescriptions,
  image: z.string().nullable(),
  /** draft until its image is uploaded; only active events are public. */
  status: z.enum(EVENT_STATUSES),
  past: z.boolean(),
  createdAt: z.string(),
});
export type ClubEvent = z.infer<typeof ClubEvent>;

export const EventSaved = z.object({ id: z.string(), ...Confirmation.shape, event: ClubEvent });
export type EventSaved = z.infer<typeof EventSaved>;

/** POST /events/club-all {clubId}: every event of the club for its administrators, drafts too. */
export const ClubEventsRequest = z.object({ clubId: z.uuid(KEYS.clubNotFound) });
export const ClubEventList = z.array(ClubEvent);
export type ClubEventList = z.infer<typeof ClubEventList>;

/** DELETE /events {id}: removes an event of the club (issue 47; events sell nothing, so any may go). */
export const DeleteEventRequest = z.object({ id: z.uuid(KEYS.status404) });
export type DeleteEventRequest = z.infer<typeof DeleteEventRequest>;
