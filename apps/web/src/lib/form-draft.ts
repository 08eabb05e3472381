/**
 * What a person has typed in a form, kept while they pick their country on the
 * `flag` page and come back (or press Back). Session storage: it belongs to this
 * tab and goes away with it. Passwords are never written here; the caller leaves
 * them out.
 *
 * Key: `form-draft:<form id>`, e.g. `form-draft:register`.
 */
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
