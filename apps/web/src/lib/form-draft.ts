/**
 * What a person has typed in a form, kept while they pick their country on the
 * `flag` page and come back (or press Back). Session storage: it belongs to this
 * tab and goes away with it. Passwords are never written here; the caller leaves
 * them out.
 *
 * Key: `form-draft:<form id>`, e.g. `form-draft:register`; a form about one
 * item adds its id: `form-draft:crear-lista:<list id>`.
 */
import { getToken, subscribeSession } from './session';

const PREFIX = 'form-draft:';

type DraftValue = string | boolean;

export function saveDraft(form: string, values: Record<string, DraftValue>): void {
  try {
    window.sessionStorage.setItem(PREFIX + form, JSON.stringify(values));
  } catch {
    // Storage refused: the form simply starts empty again.
  }
}

/** The saved values, only those whose type matches the form's own fields. */
export function readDraft<V extends Record<string, DraftValue>>(form: string, shape: V): Partial<V> {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(PREFIX + form);
  } catch {
    return {};
  }
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const draft: Partial<V> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (key in shape && typeof value === typeof shape[key]) draft[key as keyof V] = value as V[keyof V];
    }
    return draft;
  } catch {
    return {};
  }
}

export function clearDraft(form: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + form);
  } catch {
    // Nothing to clear.
  }
}

/** Removes every form's draft (`form-draft:*`). */
function clearAllDrafts(): void {
  try {
    const storage = window.sessionStorage;
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

let watching = false;

/**
 * Drafts belong to whoever typed them: when a session ends (signing out here, in
 * another tab, or a dead token) every draft in this tab goes, so the next person
 * at this browser never sees the last one's half-written list. A guest's drafts
 * stay: with nobody signed in there is nobody to sign out, and a guest's list
 * draft must survive the trip through sign-in. Installed once at start (main.tsx).
 */
export function clearDraftsOnSignOut(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  let token = getToken();
  subscribeSession(() => {
    const next = getToken();
    if (token !== null && next === null) clearAllDrafts();
    token = next;
  });
}
