import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { events, lists, users } from '../../db/schema/index.js';
import { isUuid } from '../../ids.js';
import type { PagePreview } from '../../plugins/static-files.js';

const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
/** `2027-01-12` → `12 Ene 2027` (seed §3). */
export const dayText = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? ''} ${y}`;
};
const absolute = (app: AppContext, path: string) =>
  /^https?:\/\//.test(path) ? path : `${app.config.publicUrl}${path}`;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * The preview of a shared page, read without a session: only what anyone with the link may see (public lists
 * and events). Anything else — friends-only, private, unknown — gets the app's generic tags, so a preview
 * never tells more than the page would.
 */
export async function linkPreview(app: AppContext, path: string, query: URLSearchParams) {
  if (path === '/regalar') return listPreview(app, query.get('lista'));
  const event = /^\/evento\/([^/]+)$/.exec(path);
  if (event) return eventPreview(app, event[1] ?? '');
  return null;
}

async function listPreview(app: AppContext, id: string | null): Promise<PagePreview | null> {
  if (!id || !isUuid(id)) return null;
  const [row] = await app.db
    .select({ l: lists, ownerName: users.name })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.ownerId))
    .where(and(eq(lists.id, id), eq(lists.visibility, 'public')));
  if (!row) return null;
  const when = [row.l.occasion, row.l.date ? dayText(row.l.date) : ''].filter(Boolean).join(' · ');
  const lead = `La lista de regalos de ${row.ownerName}${when ? ` (${when})` : ''}.`;
  return {
    title: `${row.l.name} · Detalle`,
    description: clip(
      `${lead} ${row.l.description || 'Mira lo que le hace ilusión y elige qué regalarle.'}`,
      200,
    ),
    image: absolute(app, row.l.image),
    url: `${app.config.publicUrl}/regalar?lista=${row.l.id}`,
  };
}

async function eventPreview(app: AppContext, id: string): Promise<PagePreview | null> {
  if (!isUuid(id)) return null;
  const [e] = await app.db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.visibility, 'public')));
  if (!e) return null;
  // The day where it happens (en-CA writes YYYY-MM-DD).
  const day = dayText(new Intl.DateTimeFormat('en-CA', { timeZone: e.timezone }).format(e.startsAt));
  return {
    title: `${e.name} · Detalle`,
    description: clip([day, e.place, e.description].filter(Boolean).join(' · '), 200),
    image: absolute(app, e.image),
    url: `${app.config.publicUrl}/evento/${e.id}`,
  };
}
