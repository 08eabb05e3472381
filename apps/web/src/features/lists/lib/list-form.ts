import type { GiftList, ListOccasion } from '@detalle/contract';
import type { ListBody } from '../api/save-list';

/**
 * What the list form holds: every field a string, so the whole form can be kept
 * as a draft in session storage (`lib/form-draft.ts`) and nothing typed is lost
 * on a reload, a visit to `imagen-predeterminada` or a sign-in. An empty string
 * stands for "none" (no category, date or event).
 */
export function listFormValues(list?: GiftList, eventId?: string | null, forDependent?: string | null) {
  return {
    name: list?.name ?? '',
    description: list?.description ?? '',
    category: list?.category?.id ?? '',
    image: list?.image ?? '',
    date: list?.date ?? '',
    occasion: list?.occasion ?? '',
    // A new list opens for anyone with its link, listed nowhere (the contract's default, and why).
    visibility: (list?.visibility ?? 'public') as string,
    /** "true" when the owner chose to show it in "Listas destacadas" (public lists only). */
    discoverable: list?.discoverable ? 'true' : 'false',
    eventId: list ? (list.eventId ?? '') : (eventId ?? ''),
    /** A new list for one of the dependents I look after (its id); '' is a list of my own. */
    forDependent: list ? '' : (forDependent ?? ''),
  };
}

export type ListFormValues = ReturnType<typeof listFormValues>;

/** The request body: empty choices become null; no image lets the API use its first default picture. */
export function toListBody(v: ListFormValues) {
  return {
    name: v.name,
    description: v.description,
    // A list's category is its occasion; its own words only when it is another occasion ("Casa nueva").
    category: (v.category || null) as ListOccasion | null,
    ...(v.image ? { image: v.image } : {}),
    date: v.date || null,
    occasion: v.category === 'otra' ? v.occasion : '',
    visibility: v.visibility as GiftList['visibility'],
    // Only a public list can be listed; any other choice sends false, which the API also enforces.
    discoverable: v.visibility === 'public' && v.discoverable === 'true',
    eventId: v.eventId || null,
    ...(v.forDependent ? { forDependent: v.forDependent } : {}),
  } satisfies Partial<Record<keyof ListBody, unknown>>;
}

const LIST_DRAFT = 'crear-lista';

/** Session-storage key of the draft: one for a new list, one per list being edited. */
export const listDraftId = (listId: string | null) => (listId ? `${LIST_DRAFT}:${listId}` : LIST_DRAFT);

/** Equal as the server keeps them: it trims text, so spaces around it are no change worth a draft. */
export const sameValues = (a: ListFormValues, b: ListFormValues) =>
  (Object.keys(a) as (keyof ListFormValues)[]).every((key) => a[key].trim() === b[key].trim());
