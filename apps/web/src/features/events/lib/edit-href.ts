import { paths } from '@/lib/paths';

/** `crear-evento?evento=<id>`: the same form, filled in, for the organiser to change the event. */
export const EDIT_PARAM = 'evento';

export const editEventHref = (id: string) =>
  `${paths.crearEvento.path}?${new URLSearchParams({ [EDIT_PARAM]: id })}`;
