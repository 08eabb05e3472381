import type { ReminderSettings, reminderSettingsInputSchema } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { reminderSettings } from '../../db/schema/index.js';

/** Reminders for someone who never changed them: on, in the app and by push, at 9:00 in Madrid. */
export const DEFAULT_SETTINGS: ReminderSettings = {
  enabled: true,
  push: true,
  email: false,
  hour: 9,
  timezone: 'Europe/Madrid',
  priceAlerts: true,
};

const toSettings = (row: typeof reminderSettings.$inferSelect | undefined): ReminderSettings =>
  row
    ? {
        enabled: row.enabled,
        push: row.push,
        email: row.email,
        hour: row.hour,
        timezone: row.timezone,
        priceAlerts: row.priceAlerts,
      }
    : DEFAULT_SETTINGS;

export async function getReminderSettings(app: AppContext, me: string) {
  const [row] = await app.db.select().from(reminderSettings).where(eq(reminderSettings.userId, me));
  return toSettings(row);
}

/** Only what is sent changes; the first change writes the row with the defaults for the rest. */
export async function updateReminderSettings(
  app: AppContext,
  me: string,
  input: z.output<typeof reminderSettingsInputSchema>,
) {
  const changes = { ...input, updatedAt: new Date() };
  const [row] = await app.db
    .insert(reminderSettings)
    .values({ ...DEFAULT_SETTINGS, ...changes, userId: me })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: changes })
    .returning();
  return toSettings(row);
}
