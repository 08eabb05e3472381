import { namesTogether } from '@detalle/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { events, lists, ongs, users } from '../../db/schema/index.js';
import { isUuid } from '../../ids.js';
import type { PagePreview } from '../../plugins/static-files.js';
import { visibleTo } from '../events/index.js';
import { canSeeList, dependentKind, ownersColumn } from '../lists/index.js';
import { CARD } from './preview-card.js';
import { cardVersion, type PreviewCard } from './preview-images.js';

const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
/** `2027-01-12` → `12 Ene 2027` (seed §3). */
export const dayText = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? ''} ${y}`;
};
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The pages that have a drawn preview picture, as they appear in its address (`/api/preview/lista/{id}.png`). */
export const PREVIEW_KINDS = ['lista', 'evento', 'ong'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** A shared page as its preview shows it: the tags' text and the card drawn for `og:image`. */
type SharedPage = { title: string; description: string; card: PreviewCard; alt: string };

/** What a page shows when it is not for anyone with the link: Detalle itself, nothing of the page. */
const GENERIC: SharedPage = {
  title: 'Detalle',
  description:
    'Detalle: crea listas de regalos y eventos, comparte tus deseos y acierta con quienes quieres.',
  card: {
    kicker: 'Listas de regalos, regalos en grupo y amigo invisible',
    title: 'Regala lo que de verdad hace ilusión',
    details: '',
    picture: null,
  },
  alt: 'Detalle: listas de regalos, regalos en grupo y amigo invisible',
};

/**
 * The picture's address: the card's version in it, so a renamed list is a new address and a crawler or a
 * chat app that kept the old picture fetches the new one.
 */
function imageUrl(app: AppContext, card: PreviewCard, kind: PreviewKind | null, id: string) {
  const path = kind ? `/api/preview/${kind}/${id}.png` : '/api/preview/detalle.png';
  return `${app.config.publicUrl}${path}?v=${cardVersion(card)}`;
}

/**
 * The preview of a shared page, read without a session: only what anyone with the link may see (public lists
 * and events, verified ONGs). Anything else — friends-only, private, unknown — gets Detalle's generic tags and
 * picture, so a preview never tells more than the page would.
 */
export async function linkPreview(
  app: AppContext,
  path: string,
  query: URLSearchParams,
): Promise<PagePreview | null> {
  const page = pageAt(path, query);
  if (!page) return null;
  const shared = await sharedPage(app, page.kind, page.id);
  const url = `${app.config.publicUrl}${page.kind === 'lista' ? `/regalar?lista=${encodeURIComponent(page.id)}` : path}`;
  const { title, description, card, alt } = shared ?? GENERIC;
  return {
    title,
    description,
    url,
    image: {
      url: shared ? imageUrl(app, card, page.kind, page.id) : imageUrl(app, card, null, ''),
      type: CARD.type,
      width: CARD.width,
      height: CARD.height,
      alt,
    },
  };
}

function pageAt(path: string, query: URLSearchParams): { kind: PreviewKind; id: string } | null {
  if (path === '/regalar') return { kind: 'lista', id: query.get('lista') ?? '' };
  const event = /^\/evento\/([^/]+)$/.exec(path);
  if (event) return { kind: 'evento', id: event[1] ?? '' };
  const ong = /^\/ong\/([^/]+)$/.exec(path);
  if (ong) return { kind: 'ong', id: ong[1] ?? '' };
  return null;
}

/** The card of a page by its kind and id, as anyone with the link may see it; Detalle's own when it is not theirs. */
export async function previewCard(app: AppContext, kind: PreviewKind | null, id: string) {
  const shared = kind ? await sharedPage(app, kind, id) : null;
  return (shared ?? GENERIC).card;
}

function sharedPage(app: AppContext, kind: PreviewKind, id: string): Promise<SharedPage | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  if (kind === 'lista') return sharedList(app, id);
  if (kind === 'evento') return sharedEvent(app, id);
  return sharedOng(app, id);
}

async function sharedList(app: AppContext, id: string): Promise<SharedPage | null> {
  const [row] = await app.db
    .select({ l: lists, owners: ownersColumn, dependentKind })
    .from(lists)
    .where(and(eq(lists.id, id), canSeeList(null)));
  if (!row) return null;
  const when = [row.l.occasion, row.l.date ? dayText(row.l.date) : ''].filter(Boolean).join(' · ');
  // Every owner's first name: a couple's list is «de Lucía y Marcos»; a dependent's, its own alone («de Leo»).
  const names = row.owners.map((o) => o.name);
  const whose = `La lista de regalos de ${row.dependentKind ? names[0] : namesTogether(names)}`;
  return {
    title: `${row.l.name} · Detalle`,
    description: clip(
      `${whose}${when ? ` (${when})` : ''}. ${row.l.description || 'Mira lo que le hace ilusión y elige qué regalarle.'}`,
      200,
    ),
    card: { kicker: whose, title: row.l.name, details: when, picture: row.l.image },
    alt: `${row.l.name}: ${whose.charAt(0).toLowerCase()}${whose.slice(1)} en Detalle`,
  };
}

async function sharedEvent(app: AppContext, id: string): Promise<SharedPage | null> {
  const [e] = await app.db
    .select()
    .from(events)
    .where(and(eq(events.id, id), visibleTo(null)));
  if (!e) return null;
  // The day where it happens (en-CA writes YYYY-MM-DD).
  const day = dayText(new Intl.DateTimeFormat('en-CA', { timeZone: e.timezone }).format(e.startsAt));
  const details = [day, e.place].filter(Boolean).join(' · ');
  return {
    title: `${e.name} · Detalle`,
    description: clip([day, e.place, e.description].filter(Boolean).join(' · '), 200),
    card: { kicker: 'Un evento en Detalle', title: e.name, details, picture: e.image },
    alt: `${e.name}, ${details}`,
  };
}

async function sharedOng(app: AppContext, id: string): Promise<SharedPage | null> {
  const [o] = await app.db
    .select({ name: users.name, image: users.image, description: ongs.description })
    .from(ongs)
    .innerJoin(users, eq(users.id, ongs.userId))
    .where(and(eq(ongs.userId, id), eq(ongs.status, 'verified')));
  if (!o) return null;
  return {
    title: `${o.name} · Detalle`,
    description: clip(
      o.description || `${o.name}, ONG verificada en Detalle. Ayúdala con lo que necesita.`,
      200,
    ),
    card: {
      kicker: 'ONG verificada',
      title: o.name,
      details: 'Mira lo que necesita y ayúdala',
      picture: o.image,
    },
    alt: `${o.name}, ONG verificada en Detalle`,
  };
}
