import { dayIn, REMINDER_HOUR_MAX, wallClockIn } from '@detalle/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { reminderSettings, reminders, users } from '../../db/schema/index.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/index.js';
import { DEFAULT_SETTINGS } from './settings.js';
import { type Candidate, type Person, REMINDER_SOURCES } from './sources.js';

/**
 * The reminder scan, run every few minutes by the job queue in whichever process takes the job (and safe to
 * run in several at once). For each person whose reminder hour has come today in their own zone — and not past
 * the evening: never at night — it asks every source what is due, and sends each candidate in a transaction of
 * its own: the `reminders` row (unique per person, kind and occurrence), the notification and the e-mail
 * commit together or not at all. So of two processes racing, only the one whose insert won sends; a process
 * that dies mid-scan leaves the reminders it had not committed for the next scan, and none twice.
 */
export type ScanResult = { sent: number; alreadySent: number };

const WHY =
  'Recibes este correo porque pediste avisos por correo en tu configuración de Detalle. Puedes quitarlos allí.';

function reminderMail(to: string, name: string, c: Candidate, link: string) {
  return {
    to,
    kind: 'reminder',
    subject: c.title,
    html: mailLayout(
      c.title,
      `<p>¡Hola, ${escapeHtml(name)}!</p><p><strong>${escapeHtml(c.title)}</strong></p><p>${escapeHtml(c.body)}</p>${mailButton(link, 'Abrir Detalle')}`,
      WHY,
    ),
    text: `¡Hola, ${name}!\n\n${c.title}\n${c.body}\n\n${link}\n\n${WHY}`,
  };
}

/** People whose reminders may go out at `now`: past their hour, before the night, in their own zone. */
async function peopleDueAt(app: AppContext, now: Date) {
  const rows = await app.db
    .select({ id: users.id, name: users.name, email: users.email, settings: reminderSettings })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(and(eq(users.type, 1), or(isNull(reminderSettings.userId), eq(reminderSettings.enabled, true))));
  return rows.flatMap((r) => {
    const settings = r.settings ?? { ...DEFAULT_SETTINGS, userId: r.id };
    const { hour } = wallClockIn(settings.timezone, now);
    if (hour < settings.hour || hour > REMINDER_HOUR_MAX) return [];
    const person: Person = { id: r.id, today: dayIn(now, settings.timezone), timezone: settings.timezone };
    return [{ person, name: r.name, email: r.email, settings }];
  });
}

export async function scanReminders(app: AppContext, now = new Date()): Promise<ScanResult> {
  const due = await peopleDueAt(app, now);
  if (!due.length) return { sent: 0, alreadySent: 0 };
  const byId = new Map(due.map((d) => [d.person.id, d]));
  const people = due.map((d) => d.person);
  const result: ScanResult = { sent: 0, alreadySent: 0 };
  for (const source of REMINDER_SOURCES) {
    for (const c of await source(app.db, people, now)) {
      const who = byId.get(c.userId);
      if (!who) continue;
      const sent = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reminders)
          .values({ userId: c.userId, kind: c.kind, occurrence: c.occurrence })
          .onConflictDoNothing()
          .returning({ id: reminders.id });
        if (!row) return false;
        await app.notify(
          {
            userId: c.userId,
            type: 'reminder',
            title: c.title,
            body: c.body,
            data: { ...c.data, path: c.path },
            push: who.settings.push,
          },
          tx,
        );
        if (who.settings.email && who.email) {
          await app.mailer.send(reminderMail(who.email, who.name, c, `${app.config.publicUrl}${c.path}`), tx);
        }
        return true;
      });
      if (sent) result.sent++;
      else result.alreadySent++;
    }
  }
  app.jobs.nudge();
  return result;
}
