/**
 * How a picture chosen on `imagen-predeterminada` reaches the list form.
 *
 * The form's typed values already live in its session-storage draft; the
 * picker only adds one value on top, through a one-time session-storage key
 * per form (`picked-image:<draft id>`, see `listDraftId`). The form link opens
 * the picker with route state `{ image, fromForm: true }` (the current picture,
 * to mark it in the grid). Choosing writes the key and goes Back (`navigate(-1)`)
 * to the very history entry of the form, so its address (`?id=` / `?evento=`)
 * is kept and no second form entry is stacked on top. Opened any other way (a
 * typed or shared address), the picker has nothing to go back to and replaces
 * itself with the form's address rebuilt from its own query (`formHref`).
 * The form page reads the key once when it mounts and removes it, so a later
 * reload does not put an old choice back over newer typing.
 */
export type PickImageState = { image: string; fromForm: true };

const PREFIX = 'picked-image:';

/** The picture the form has now (to mark it), from the picker's route state. */
export function readCurrentImage(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('image' in state)) return null;
  const { image } = state as { image: unknown };
  return typeof image === 'string' && image ? image : null;
}

/** Whether the picker was opened from the form's link, so Back returns to that form entry. */
export const openedFromForm = (state: unknown) =>
  Boolean(state && typeof state === 'object' && 'fromForm' in state && state.fromForm === true);

export function savePickedImage(formId: string, image: string): void {
  try {
    window.sessionStorage.setItem(PREFIX + formId, image);
  } catch {
    // Storage refused: the form keeps its previous picture.
  }
}

/** The choice waiting for this form, if any (left in place: `dropPickedImage` once it is taken). */
export function peekPickedImage(formId: string): string | null {
  try {
    return window.sessionStorage.getItem(PREFIX + formId) || null;
  } catch {
    return null;
  }
}

export function dropPickedImage(formId: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + formId);
  } catch {
    // Nothing to drop.
  }
}
