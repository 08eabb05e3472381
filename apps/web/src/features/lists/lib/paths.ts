import { hrefTo, paths } from '@/lib/paths';

/** `crear-lista?id=<listId>`: the same form, filled in, for the owner to change the list. */
export const EDIT_PARAM = 'id';
/** `crear-lista?evento=<eventId>`: a new list already linked to that event (from the event page). */
export const EVENT_PARAM = 'evento';
/**
 * `imagen-predeterminada?para=<listId>`: the list being edited, so the choice goes back to it. A new
 * list for an event passes `?evento=<eventId>` on, as its form has it.
 */
export const FOR_LIST_PARAM = 'para';

/** `regalar?lista=<listId>`: the list as anyone with its link sees it, signed in or not (share link and QR). */
export const LIST_PARAM = 'lista';
/** `regalar?buscar=<text>`: lists anyone may find, by the list's or its owner's name (no list chosen yet). */
export const SEARCH_PARAM = 'buscar';
/** `&reserva=<token>`: a guest's e-mailed link; with `&accion=liberar`, the one that lets the gift go. */
export const RESERVATION_PARAM = 'reserva';
export const ACTION_PARAM = 'accion';
export const RELEASE_ACTION = 'liberar';

export const sharedListHref = (id: string) =>
  `${paths.regalar.path}?${new URLSearchParams({ [LIST_PARAM]: id })}`;

/** The list's own page, where its gifts are added. */
export const listHref = (id: string) => hrefTo('homeItem', { id, type: 'lista' });

/** "Importar regalos" into my list. */
export const importGiftsHref = (id: string) => hrefTo('importarRegalos', { id });

export const editListHref = (id: string) =>
  `${paths.crearLista.path}?${new URLSearchParams({ [EDIT_PARAM]: id })}`;

export const newListForEventHref = (eventId: string) =>
  `${paths.crearLista.path}?${new URLSearchParams({ [EVENT_PARAM]: eventId })}`;

/** Which form the picture picker belongs to: the list being edited, or a new one (maybe for an event). */
export type ListFormTarget = { listId: string | null; eventId: string | null };

/**
 * The exact form address a default picture belongs to (`?id=` when editing,
 * `?evento=` for a new list of an event), read from the picker's own query.
 */
export const formHref = (picker: URLSearchParams) => {
  const listId = picker.get(FOR_LIST_PARAM);
  const eventId = picker.get(EVENT_PARAM);
  if (listId) return editListHref(listId);
  return eventId ? newListForEventHref(eventId) : paths.crearLista.path;
};

/** The picker, carrying what it needs to rebuild the form's address (`?para=` or `?evento=`). */
export const pickImageHref = ({ listId, eventId }: ListFormTarget) => {
  const query: Record<string, string> | null = listId
    ? { [FOR_LIST_PARAM]: listId }
    : eventId
      ? { [EVENT_PARAM]: eventId }
      : null;
  return query
    ? `${paths.imagenPredeterminada.path}?${new URLSearchParams(query)}`
    : paths.imagenPredeterminada.path;
};
