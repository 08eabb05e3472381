import { z } from 'zod';
import { ianaZone } from './events.js';

/**
 * Reminders and the private calendar feed. Reminders arrive once per person, kind and occurrence,
 * at the hour the person chose in their own time zone; the hour is kept to the day (never at night).
 */
export const REMINDER_HOUR_MIN = 8;
export const REMINDER_HOUR_MAX = 21;
/** Days before a special date when it is reminded, unless the date says otherwise. */
export const DEFAULT_REMINDER_DAYS = [7, 1] as const;
export const MAX_REMINDER_DAYS = 60;

export const reminderKindSchema = z.enum([
  'special_date',
  'friend_birthday',
  'event',
  'event_join_deadline',
  'group_gift_closing',
  'thanks_owed',
  'secret_santa',
]);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

/** `config`: how and when reminders reach the person. In the app always, while they are on. */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
  hour: z.number().int(),
  timezone: z.string(),
  /** "Avisos de precio y disponibilidad": a gift or favourite from a shop got cheaper, sold out or came back. */
  priceAlerts: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    push: z.boolean(),
    email: z.boolean(),
    hour: z
      .number({ error: 'Elige una hora.' })
      .int()
      .min(
        REMINDER_HOUR_MIN,
        `Elige una hora entre las ${REMINDER_HOUR_MIN}:00 y las ${REMINDER_HOUR_MAX}:00.`,
      )
      .max(
        REMINDER_HOUR_MAX,
        `Elige una hora entre las ${REMINDER_HOUR_MIN}:00 y las ${REMINDER_HOUR_MAX}:00.`,
      ),
    timezone: ianaZone,
    priceAlerts: z.boolean({ error: 'Indica si quieres avisos de precio y disponibilidad.' }),
  })
  .partial();

/** Days before a special date to remind it: none turns its reminders off. */
export const reminderDaysSchema = z
  .array(
    z
      .number()
      .int()
      .min(0, 'Los días de aviso van de 0 (el mismo día) a 60.')
      .max(MAX_REMINDER_DAYS, 'Los días de aviso van de 0 (el mismo día) a 60.'),
  )
  .max(5, 'Puedes poner como mucho 5 avisos por fecha.')
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

/** The private calendar address: null while the person has none (never made, or revoked). */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  webcalUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** Calendar apps ask again this often (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_HOURS = 6;
