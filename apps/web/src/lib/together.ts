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
