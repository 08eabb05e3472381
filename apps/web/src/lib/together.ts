import { namesTogether } from '@detalle/contract';
import { personName } from './person-name';

/**
 * Lists and events run by several people (a couple's wedding list): naming them together to others.
 * Answers carry the one who receives the money (`owner`, `organiser`) and, where known, everyone who runs it
 * (`owners`, `organisers`, the receiver first); an answer without the second names the first alone.
 */

/** Everyone who runs it, the receiver first; `[one]` when the answer names only the receiver. */
export function everyoneOf<P>(one: P, all: readonly P[] | undefined): P[] {
  return all && all.length > 0 ? [...all] : [one];
}

/** The first names of all who run it: "Lucía", "Lucía y Marcos" (how a shared list names its owners). */
export function firstNamesOf(one: { name: string }, all: readonly { name: string }[] | undefined): string {
  return namesTogether(everyoneOf(one, all).map((p) => p.name));
}

type Named = { name: string; lastname: string };

/** Whose it is, to others: one person by their full name ("Ana García"), several by first names ("Lucía y Marcos"). */
export function ownersName(one: Named, all: readonly Named[] | undefined): string {
  return all && all.length > 1 ? firstNamesOf(one, all) : personName(one);
}

/** The dependent a list is for ("Leo"), when it is one: the list is named after it alone. */
type ForDependent = { forDependent?: { name: string } | null };

/** Whose list it is, to others: "Ana García", "Lucía y Marcos", or the dependent it is for ("Leo"). */
export const listOwnersName = (list: { owner: Named; owners?: readonly Named[] } & ForDependent) =>
  list.forDependent?.name ?? ownersName(list.owner, list.owners);

/** The same by first names only ("Lucía y Marcos", "Leo"). */
export const listFirstNames = (
  list: { owner: { name: string }; owners?: readonly { name: string }[] } & ForDependent,
) => list.forDependent?.name ?? firstNamesOf(list.owner, list.owners);

/**
 * Whom a giver's money reaches, when it needs saying: a dependent's hucha ("El dinero llega a la hucha de Leo"),
 * or the owner who receives it when several run the list ("El dinero llega a Lucía"); null for one owner.
 */
export type MoneyTo = { name: string; hucha: boolean };
export function moneyToOf(
  list: { owner: { name: string }; owners?: readonly unknown[] } & ForDependent,
): MoneyTo | null {
  if (list.forDependent) return { name: list.forDependent.name, hucha: true };
  return list.owners && list.owners.length > 1 ? { name: list.owner.name, hucha: false } : null;
}

/** The i18n key of the money line for `moneyToOf`'s answer. */
export const moneyToKey = (to: MoneyTo) => (to.hucha ? 'giving.moneyToHucha' : 'giving.moneyTo');
