import { listCategoryOf, type SharedList } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { lists, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { guardianIdsOf } from '../dependents/index.js';
import { requestFriendship } from '../friends/index.js';
import {
  canSeeList,
  dependentKind,
  loadGifts,
  notBlockedByAnOwner,
  ownersColumn,
  ownsList,
  revealFor,
  revealsOnColumn,
} from '../lists/index.js';
import { charityOf } from '../ongs/index.js';

const listNotFound = () => notFound('Esa lista no existe o ya no se puede abrir. Pide el enlace de nuevo.');

/**
 * `list/shared/{id}` (the page `regalar?lista={id}`): a list for giving, for whoever holds its link.
 * Served when the caller may reach it — public lists to anyone, signed in or not; friends-only ones to the
 * owner's friends; private ones to the owner. A list the caller may not reach says which case it is
 * (friends-only or private) without showing anything of it, so the page can offer signing in; a list that
 * does not exist, or whose owner and the caller blocked one another (whatever its visibility: blocking hides
 * everything, as everywhere else), is a 404.
 */
export async function sharedList(app: AppContext, viewerId: string | null, id: string): Promise<SharedList> {
  if (!isUuid(id)) throw listNotFound();
  const [row] = await app.db
    .select({
      l: lists,
      owner: { id: users.id, name: users.name, image: users.image },
      revealsOn: revealsOnColumn,
      reachable: canSeeList(viewerId).mapWith(Boolean),
      blocked: (viewerId ? sql`not ${notBlockedByAnOwner(viewerId)}` : sql`false`).mapWith(Boolean),
      owns: (viewerId ? ownsList(viewerId) : sql`false`).mapWith(Boolean),
      owners: ownersColumn,
      dependentKind,
    })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.ownerId))
    .where(and(eq(lists.id, id)))
    .limit(1);
  if (!row || row.blocked) throw listNotFound();
  if (!row.reachable)
    refuseUnreachable(
      row.l.visibility,
      viewerId ? row.owner.name : null,
      viewerId && row.dependentKind ? ((await whomToAsk(app, row.owner.id, true))?.name ?? null) : null,
    );
  const isOwner = row.owns;
  return {
    id: row.l.id,
    name: row.l.name,
    description: row.l.description,
    image: row.l.image,
    date: row.l.date,
    occasion: row.l.occasion,
    category: row.l.category ? listCategoryOf(row.l.category) : null,
    // The first name and photo only: whoever holds the link need not learn the owner's surname.
    owner: { id: row.owner.id, name: row.owner.name, image: row.owner.image },
    // Everyone who runs it, named the same way ("La lista de Lucía y Marcos"), the one who receives first.
    owners: row.owners.map((o) => ({ id: o.id, name: o.name, image: o.image })),
    // A dependent's list is named after it alone, and its money reaches its hucha.
    forDependent: row.dependentKind ? { id: row.owner.id, name: row.owner.name } : null,
    // What a giver is promised (who gave, and when the owner learns it) depends on it.
    reveal: revealFor(isOwner, row.l, row.revealsOn),
    gifts: await loadGifts(app, viewerId, row.l.id),
    // canSeeList is exactly who may open `home/{id}/lista`; a guest always needs to sign in for it.
    viewer: { signedIn: viewerId !== null, isOwner, canOpen: viewerId !== null },
    charity: await charityOf(app.db, row.l.charityOngId),
  };
}

/**
 * Why a list is not for whoever holds only its link: friends-only or private (403, in Spanish, nothing of the
 * list), or a 404 for a public list of an ONG that is not verified. `list/shared` answers with it, and a guest's
 * e-mailed link asks again when it confirms.
 */
export function refuseUnreachable(
  visibility: string,
  ownerName: string | null = null,
  guardianName: string | null = null,
): never {
  // A signed-in caller can ask the owner for friendship, so they are told whose list it is (first name only);
  // a dependent has no friends of its own, so they are told which of its guardians the request goes to.
  if (visibility === 'friends')
    throw new AppError(
      'LIST_FOR_FRIENDS',
      ownerName && guardianName
        ? `Esta lista es de ${ownerName} y solo la ven los amigos de su familia. Envía una solicitud de amistad a ${guardianName}, que cuida de ${ownerName}: cuando la acepte, podrás verla.`
        : ownerName
          ? `Esta lista es de ${ownerName} y solo la ven sus amigos. Envíale una solicitud de amistad: cuando la acepte, podrás verla.`
          : undefined,
    );
  if (visibility === 'private') throw new AppError('LIST_PRIVATE');
  // Public yet not reachable: its owner is an ONG not verified (yet, or any more), whose lists reach nobody.
  throw listNotFound();
}

/**
 * `list/shared/{id}/askAccess`: someone signed in holds the link of a friends-only list that is not for them
 * yet, and asks its owner for friendship (accepting means they see it; on a list run together, the owner who
 * receives its money, whom its page names). Only for that case: the owner's id is
 * never shown, a private list stays refused, a list already open to them or a blocked owner says so.
 */
export async function askForList(
  app: AppContext,
  me: { id: string; name: string; lastname: string },
  id: string,
) {
  if (!isUuid(id)) throw listNotFound();
  const [row] = await app.db
    .select({
      ownerId: lists.ownerId,
      visibility: lists.visibility,
      reachable: canSeeList(me.id).mapWith(Boolean),
      blocked: sql`not ${notBlockedByAnOwner(me.id)}`.mapWith(Boolean),
      isDependent: sql`${dependentKind} is not null`.mapWith(Boolean),
    })
    .from(lists)
    .where(eq(lists.id, id))
    .limit(1);
  if (!row || row.blocked) throw listNotFound();
  if (row.reachable) throw new AppError('BAD_REQUEST', 'Ya puedes ver esta lista: vuelve a abrirla.');
  if (row.visibility !== 'friends') refuseUnreachable(row.visibility);
  const whom = await whomToAsk(app, row.ownerId, row.isDependent);
  if (!whom) throw listNotFound();
  return requestFriendship(app, me, whom.id);
}

/**
 * Whom a request for a friends-only list goes to: its owner, or for a dependent's list the guardian who has
 * looked after it longest (friends of any guardian see it). Null when a dependent has no guardian left.
 */
async function whomToAsk(app: AppContext, ownerId: string, isDependent: boolean) {
  const id = isDependent ? (await guardianIdsOf(app.db, ownerId))[0] : ownerId;
  if (!id) return null;
  const [person] = await app.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return person ?? null;
}
