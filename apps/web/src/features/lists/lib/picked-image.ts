/**
 * How a picture chosen on `imagen-predeterminada` reaches the list form.
 *
 * Route state, not the address or the draft: the form's typed values already
 * live in the session-storage draft (kept as they change), and the picker only
 * adds one value on top. The form link sends `{ image }` (the current picture,
 * to mark it in the grid); the picker navigates back to `crear-lista` (with
 * `?id=` when editing, passed to it as `?para=`) with `{ image }` = the choice.
 * The form page reads it once and then drops it from the history entry, so a
 * later reload does not put an old choice back over newer typing.
 */
export type PickImageState = { image: string };

export function readPickedImage(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('image' in state)) return null;
  const { image } = state as { image: unknown };
  return typeof image === 'string' && image ? image : null;
}
