import type { Favorite, FavoriteType } from '@detalle/contract';
import { FAVORITE_TYPES, storageKeys } from '@detalle/contract';
import { useSyncExternalStore } from 'react';
import { getSession, getToken, subscribeSession } from '@/lib/session';

/**
 * Seed §3, §4: favourites are also kept in local storage (`favorites`), keyed by
 * id and toggled on and off there, so a heart shows its state before the server
 * answers. The value is
 *
 *     { "owner": "<user id>", "items": { "<reference id>": { type, favoriteId, name?, image? } } }
 *
 * keyed by the id of what the favourite points at (the heart knows that id, not
 * the favourite's). The server wins: every answer about favourites is written
 * back here. `owner` guards a shared device: entries stored for another person
 * (one who signed out while this code was not loaded) are ignored, and signing
 * out while it is loaded removes the key.
 */
const STORAGE_KEY = storageKeys.favorites;

export type StoredFavorite = {
  type: FavoriteType;
  /** Null while the save is on its way (optimistic). */
  favoriteId: string | null;
  name?: string;
  image?: string | null;
};
export type StoredFavorites = Readonly<Record<string, StoredFavorite>>;

const NONE: StoredFavorites = Object.freeze({});

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};

const currentOwner = () => getSession().user?.id ?? null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An entry as this code writes it, checked by hand: the hearts read it while a guest's page renders, and that page
 * loads no Zod. Anything else in storage (another build's, edited by hand) is ignored as a whole.
 */
function isStoredFavorite(value: unknown): value is StoredFavorite {
  if (!isRecord(value)) return false;
  return (
    (FAVORITE_TYPES as readonly unknown[]).includes(value.type) &&
    (value.favoriteId === null || typeof value.favoriteId === 'string') &&
    (value.name === undefined || typeof value.name === 'string') &&
    (value.image === undefined || value.image === null || typeof value.image === 'string')
  );
}

function storedItems(value: unknown): { owner: string | null; items: StoredFavorites } | null {
  if (!isRecord(value) || !(value.owner === null || typeof value.owner === 'string')) return null;
  const { items } = value;
  if (!isRecord(items) || !Object.values(items).every(isStoredFavorite)) return null;
  return { owner: value.owner, items: items as StoredFavorites };
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same objects back while nothing changed, and a
// broken value should be reported once, not on every render: cache by raw string.
let cache: { raw: string | null; owner: string | null; items: StoredFavorites } | null = null;

/** The signed-in person's stored favourites by reference id; anything unreadable counts as none. */
export function readStoredFavorites(): StoredFavorites {
  const raw = readRaw();
  const owner = currentOwner();
  if (cache && cache.raw === raw && cache.owner === owner) return cache.items;
  let items = NONE;
  if (raw) {
    let parsed: ReturnType<typeof storedItems> = null;
    try {
      parsed = storedItems(JSON.parse(raw));
    } catch {
      // Not JSON: reported below like any other unreadable value.
    }
    if (!parsed) console.warn('Los favoritos guardados en este dispositivo no se pueden leer: se ignoran.');
    else if (parsed.owner === owner) items = parsed.items;
  }
  cache = { raw, owner, items };
  return items;
}

export function getStoredFavorite(referenceId: string): StoredFavorite | undefined {
  return readStoredFavorites()[referenceId];
}

function writeStoredFavorites(items: StoredFavorites): void {
  const value = JSON.stringify({ owner: currentOwner(), items });
  if (value === readRaw()) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage full or blocked: hearts then wait for the server, nothing else is lost.
  }
  notify();
}

/** Sets (or, with null, removes) one favourite. */
export function setStoredFavorite(referenceId: string, entry: StoredFavorite | null): void {
  const { [referenceId]: _previous, ...rest } = readStoredFavorites();
  writeStoredFavorites(entry ? { ...rest, [referenceId]: entry } : rest);
}

/** Seed §4: toggles one favourite on or off by id; returns whether it is on now. */
export function toggleStoredFavorite(
  referenceId: string,
  entry: Omit<StoredFavorite, 'favoriteId'>,
): boolean {
  const on = getStoredFavorite(referenceId) === undefined;
  setStoredFavorite(referenceId, on ? { ...entry, favoriteId: null } : null);
  return on;
}

/**
 * The server wins: what it listed replaces what was stored for those ids. With
 * `complete` (the whole list, unfiltered, in one answer) anything else stored is
 * gone from the server and is dropped too; a partial page cannot tell, so the
 * rest stays until its own heart asks `isFavorite`.
 */
export function syncStoredFavorites(list: Favorite[], { complete }: { complete: boolean }): void {
  const next: Record<string, StoredFavorite> = complete ? {} : { ...readStoredFavorites() };
  for (const favorite of list) {
    next[favorite.reference_id] = {
      type: favorite.type,
      favoriteId: favorite.id,
      name: favorite.name,
      image: favorite.image,
    };
  }
  writeStoredFavorites(next);
}

export function clearStoredFavorites(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear if storage is blocked.
  }
  notify();
}

export function subscribeStoredFavorites(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** One favourite's stored state; re-renders when it changes here, in another tab or on sign-in/out. */
export function useStoredFavorite(referenceId: string): StoredFavorite | undefined {
  return useSyncExternalStore(
    subscribeStoredFavorites,
    () => getStoredFavorite(referenceId),
    () => undefined,
  );
}

if (typeof window !== 'undefined') {
  // Signing out leaves nothing of the person's favourites on the device.
  subscribeSession(() => {
    if (getToken() === null && readRaw() !== null) clearStoredFavorites();
    else notify();
  });
  // Another tab toggled a heart (or cleared everything: `key` is null).
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEY) notify();
  });
}
