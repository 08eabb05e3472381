import { hrefTo, paths } from '@/app/paths';

/** `crear-lista?id=<listId>`: the same form, filled in, for the owner to change the list. */
export const EDIT_PARAM = 'id';
/** `crear-lista?evento=<eventId>`: a new list already linked to that event (from the event page). */
export const EVENT_PARAM = 'evento';
/** `imagen-predeterminada?para=<listId>`: the list being edited, so the choice goes back to it. */
export const FOR_LIST_PARAM = 'para';

/** The list's own page, where its gifts are added. */
export const listHref = (id: string) => hrefTo('homeItem', { id, type: 'lista' });

export const editListHref = (id: string) =>
  `${paths.crearLista.path}?${new URLSearchParams({ [EDIT_PARAM]: id })}`;

export const newListForEventHref = (eventId: string) =>
  `${paths.crearLista.path}?${new URLSearchParams({ [EVENT_PARAM]: eventId })}`;

/** The form a default picture goes back to: the list being edited, or a new one. */
export const formHref = (listId: string | null) => (listId ? editListHref(listId) : paths.crearLista.path);

export const pickImageHref = (listId: string | null) =>
  listId
    ? `${paths.imagenPredeterminada.path}?${new URLSearchParams({ [FOR_LIST_PARAM]: listId })}`
    : paths.imagenPredeterminada.path;

/** `lista?amigo=<userId>`: the lists of one friend (`list/friendList&friend=`); route state may carry their name. */
export const FRIEND_PARAM = 'amigo';
export const friendListsHref = (userId: string) =>
  `${paths.lista.path}?${new URLSearchParams({ [FRIEND_PARAM]: userId })}`;
export type FriendListsState = { friendName?: string } | null;
