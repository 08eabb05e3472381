import { z } from 'zod';
import { charityOngSchema } from './charity.js';
import { calendarDate, instant } from './date-schemas.js';
import { personSummarySchema } from './friends.js';
import { paginationQuery } from './pagination.js';
import { multiLineText, singleLineText, webAddress } from './text-schemas.js';
import { updateSchemaOf } from './update.js';

/**
 * Events (seed §7 "Events"). Times travel as ISO instants (UTC); `timezone` is
 * the IANA zone the organiser chose, so everyone sees the same wall-clock time
 * as the organiser when it matters (e.g. "18:30 en Madrid").
 */
export const EVENT_VISIBILITIES = ['public', 'friends', 'private'] as const;
export const eventVisibilitySchema = z.enum(EVENT_VISIBILITIES);
export type EventVisibility = z.infer<typeof eventVisibilitySchema>;

/** Where the caller stands: what the event page offers them. */
export const eventRoleSchema = z.enum(['organiser', 'invited', 'accepted', 'requested', 'declined', 'none']);
export type EventRole = z.infer<typeof eventRoleSchema>;

export const PARTICIPANT_STATUSES = ['invited', 'requested', 'accepted', 'declined'] as const;
export const participantStatusSchema = z.enum(PARTICIPANT_STATUSES);

export const participantSchema = personSummarySchema.extend({ status: participantStatusSchema });

export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  /** "Fecha límite para unirse" (an instant): after it, no join requests and no invitation accepted. */
  joinDeadline: z.string().nullable(),
  timezone: z.string(),
  place: z.string(),
  mapUrl: z.string().nullable(),
  image: z.string(),
  visibility: eventVisibilitySchema,
  /** The organiser who receives the money given for the event (one of `organisers`). */
  organiser: personSummarySchema,
  /**
   * Everyone who organises it (parents organising a christening together), `organiser` first. Each of them edits
   * it, invites and answers join requests, and `role` is 'organiser' for each.
   */
  organisers: z.array(personSummarySchema),
  role: eventRoleSchema,
  /** Accepted participants, for everyone who can see the event. */
  participantCount: z.number().int().nonnegative(),
  /** The gift list linked to the event, when there is one (lists issue). */
  listId: z.string().nullable(),
});
export type Event = z.infer<typeof eventSchema>;

/** `event/get/{id}`: the event plus its people (all statuses for the organiser, accepted ones for others). */
export const eventDetailSchema = eventSchema.extend({
  participants: z.array(participantSchema),
  /** "Dona a una ONG en lugar de regalarme": the verified ONG the organiser chose (absent or null = none). */
  charity: charityOngSchema.nullable().optional(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** An IANA time zone the runtime knows (`Europe/Madrid`). */
export const ianaZone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_+\-/:]+$/, 'La zona horaria no es válida.')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('es', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'La zona horaria no es válida.');

const httpsUrl = webAddress('Escribe un enlace que empiece por https://').max(500);

/** POST event/save and PUT event/update/{id} (every field optional on update). */
export const eventInputSchema = z.object({
  name: singleLineText('Escribe el nombre del evento.')
    .min(2, 'Escribe el nombre del evento.')
    .max(120, 'El nombre puede tener como mucho 120 caracteres.'),
  description: multiLineText()
    .max(2000, 'La descripción puede tener como mucho 2000 caracteres.')
    .default(''),
  startsAt: instant('Elige la fecha y la hora del evento.'),
  /** Optional; not after the event starts (checked with the stored start on update). */
  joinDeadline: instant('Elige la fecha y la hora límite para unirse.').nullable().optional(),
  timezone: ianaZone.default('Europe/Madrid'),
  place: singleLineText().max(200, 'El lugar puede tener como mucho 200 caracteres.').default(''),
  mapUrl: httpsUrl.nullable().optional(),
  /** One of `configuracion/eventDefaultImage`, or an image we stored (`/files/...`). */
  image: singleLineText().max(300).optional(),
  visibility: eventVisibilitySchema.default('friends'),
});
export const eventUpdateSchema = updateSchemaOf(eventInputSchema);
export type EventInput = z.input<typeof eventInputSchema>;

/** Seed §3 "Event query": lim, pos, date, friend, user. `tz` tells which day `date` is. */
export const eventQuery = paginationQuery.extend({
  date: calendarDate().optional(),
  tz: ianaZone.optional(),
  friend: z.uuid().optional(),
  user: z.uuid().optional(),
});

/** `event/byDate?month&year`: the calendar month (1–12) in the zone `tz`. */
export const monthQuery = z.object({
  month: z.coerce.number().int().min(1, 'El mes va de 1 a 12.').max(12, 'El mes va de 1 a 12.'),
  year: z.coerce.number().int().min(1900).max(2200),
  tz: ianaZone.optional(),
});

/**
 * `calendar/byMonth?month&year`: the other dated things of my calendar besides events and special dates — the
 * exchange day of each draw I take part in, and the date of each of my lists and of my friends' lists I can see.
 * `ownerName` is the first names of a friend's list's owners («Lucía y Marcos»), null for a list I own and for draws.
 */
export const calendarDatedItemSchema = z.object({
  kind: z.enum(['draw', 'list']),
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD: a calendar day, the same in every zone. */
  date: z.string(),
  ownerName: z.string().nullable(),
});
export type CalendarDatedItem = z.infer<typeof calendarDatedItemSchema>;
export const datedItemsMonthQuery = monthQuery.omit({ tz: true });

/** PUT event/list/{id}: link one of my lists to my event ("Vincular una lista"), or unlink it with null. */
export const eventListBody = z.object({ listId: z.uuid('Esa lista no existe.').nullable() });

export const inviteToEventBody = z.object({
  eventId: z.uuid(),
  userIds: z.array(z.uuid()).min(1, 'Elige al menos a una persona.').max(100),
});
/** POST event/invite: how many people were newly invited, and the Spanish summary. */
export const inviteResultSchema = z.object({ invited: z.number().int(), message: z.string() });
export const eventIdBody = z.object({ eventId: z.uuid() });
export const respondBody = z.object({ accept: z.boolean() });

export const defaultImageSchema = z.object({ id: z.string(), url: z.string(), name: z.string() });
