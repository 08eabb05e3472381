import { z } from 'zod';
import { calendarDate } from './date-schemas.js';
import { dependentMarkerSchema } from './dependents.js';
import { personSummarySchema } from './friends.js';
import { paginationQuery } from './pagination.js';
import { DEFAULT_REMINDER_DAYS, reminderDaysSchema } from './reminders.js';
import { multiLineText, singleLineText } from './text-schemas.js';
import { updateSchemaOf } from './update.js';

/**
 * Special dates: birthdays, anniversaries and dates of one's own choosing,
 * yearly or one-off. A yearly 29 February falls on 28 February in other years.
 * The birthday in the profile counts as a special date (id `birthday`, read-only).
 */
export const SPECIAL_DATE_KINDS = ['birthday', 'anniversary', 'other'] as const;
export const specialDateKindSchema = z.enum(SPECIAL_DATE_KINDS);

export const specialDateSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: specialDateKindSchema,
  /** The date as entered (YYYY-MM-DD); for yearly dates the year is when it started. */
  date: z.string(),
  yearly: z.boolean(),
  note: z.string(),
  /** The next time it happens, today included (YYYY-MM-DD), or null for a past one-off date. */
  next: z.string().nullable(),
  owner: personSummarySchema,
  /** False for the profile birthday: it changes in the profile. */
  editable: z.boolean(),
  /** Days before it when its owner is reminded (7 and 1 by default; empty: no reminders). */
  reminderDays: z.array(z.number().int()),
  /** When its owner is a dependent (a baby, a pet): what it is and who looks after it. */
  dependent: dependentMarkerSchema.optional(),
});
export type SpecialDate = z.infer<typeof specialDateSchema>;

export const specialDateInputSchema = z.object({
  title: singleLineText('Escribe un nombre para la fecha.')
    .min(2, 'Escribe un nombre para la fecha.')
    .max(120, 'El nombre puede tener como mucho 120 caracteres.'),
  kind: specialDateKindSchema.default('other'),
  date: calendarDate(),
  yearly: z.boolean().default(true),
  note: multiLineText().max(500, 'La nota puede tener como mucho 500 caracteres.').default(''),
  reminderDays: reminderDaysSchema.default([...DEFAULT_REMINDER_DAYS]),
});
export const specialDateUpdateSchema = updateSchemaOf(specialDateInputSchema);

export const mySpecialDatesQuery = paginationQuery;

/** `special/dates/getSpecialDateFriends?date`: friends' dates happening from `date` over the next `days` (default 30). */
export const friendsSpecialDatesQuery = z.object({
  date: calendarDate(),
  days: z.coerce.number().int().min(1).max(366).default(30),
});

/** One occurrence on the calendar. */
export const occurrenceSchema = z.object({ day: z.string(), specialDate: specialDateSchema });
