import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { keyFromUrl } from '../../storage/types.js';
import { imageQueue } from '../files/index.js';
import { defaultImageSvg } from '../settings/index.js';
import { drawPreviewCard, type PreviewCardText } from './preview-card.js';

/** A card to draw: its text and the page's picture as stored (`/files/...`), or none. */
export type PreviewCard = PreviewCardText & { picture: string | null };

/**
 * Which drawing of a card a URL or an ETag names: it changes with anything the card shows (a renamed list,
 * another picture, the owner's new name), so a crawler that kept an old one fetches the new one.
 */
export function cardVersion(card: PreviewCard): string {
  const text = JSON.stringify([DRAWING, card.kicker, card.title, card.details, card.picture]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}
/** Bumped when the drawing itself changes, so every card gets a new version. */
const DRAWING = 1;

/** A stored picture larger than this is not ours (we store re-encoded pictures of a few hundred KB). */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** A store that does not answer in this long leaves the card without its picture rather than the crawler waiting. */
const PICTURE_TIMEOUT_MS = 3000;

/**
 * The page's picture, only when Detalle stored it: one of our default pictures (drawn again, no file read) or
 * an upload in our store. Anything else — a Google profile photo, any outside address — is never fetched here.
 */
async function storedPicture(app: AppContext, url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  const svg = defaultImageSvg(url);
  if (svg) return Buffer.from(svg);
  const key = keyFromUrl(url);
  if (!key) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PICTURE_TIMEOUT_MS);
  });
  const file = await Promise.race([app.storage.get(key), timeout])
    .catch((error: unknown) => {
      app.log.warn({ err: error, key }, 'link preview picture unavailable');
      return null;
    })
    .finally(() => clearTimeout(timer));
  if (!file || file.body.length > PICTURE_MAX_BYTES) return null;
  return file.body;
}

/**
 * Drawing a card takes 100–400 ms of CPU: one at a time, a few waiting, and past that a 503 with Retry-After
 * (a crawler tries again) instead of a queue that grows with every shared link at once.
 */
const queue = imageQueue({ running: 1, waiting: 6 });

/** Drawn cards by version, newest last; a card being drawn is shared by everyone asking for it meanwhile. */
const drawn = new Map<string, Promise<Buffer>>();
const KEEP = 50;

/** The PNG of a card, drawn once per version while it stays among the last `KEEP` asked for. */
export function previewPng(app: AppContext, card: PreviewCard): Promise<Buffer> {
  const version = cardVersion(card);
  const kept = drawn.get(version);
  if (kept) {
    // Asked again: it moves to the newest end, so the least recently asked for go first.
    drawn.delete(version);
    drawn.set(version, kept);
    return kept;
  }
  const drawing = queue(async () => drawPreviewCard(card, await storedPicture(app, card.picture)));
  drawn.set(version, drawing);
  drawing.catch(() => drawn.delete(version));
  for (const oldest of drawn.keys()) {
    if (drawn.size <= KEEP) break;
    drawn.delete(oldest);
  }
  return drawing;
}
