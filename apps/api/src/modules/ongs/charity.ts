import type { CharityOng } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { eventOrganisers, events, listOwners, lists } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { charityOf, verifiedOngFor } from './visibility.js';

/**
 * "Dona a una ONG en lugar de regalarme": a list's owner or an event's organiser points givers to one verified
 * ONG (decision: the owner chooses one; givers donate to that one, or give from the list as usual). The ONG is
 * checked verified under its row lock in the transaction that saves the choice; it shows only while it stays
 * verified (`charityOf`). `ongId: null` removes it.
 */
/**
 * Any of the list's owners chooses it. `lists/owners.ts`'s `ownsList`, written here because lists/ reads
 * charities from this module (importing it back would be a cycle).
 */
const callerOwns = (callerId: string) =>
  sql`exists (select 1 from ${listOwners} where ${listOwners.listId} = ${lists.id} and ${listOwners.userId} = ${callerId})`;

export async function setListCharity(
  app: AppContext,
  callerId: string,
  listId: string,
  ongId: string | null,
) {
  const gone = () => notFound('No encontramos esa lista.');
  if (!isUuid(listId)) throw gone();
  return app.db.transaction(async (tx): Promise<CharityOng | null> => {
    if (ongId) await verifiedOngFor(tx, ongId);
    const [row] = await tx
      .update(lists)
      .set({ charityOngId: ongId })
      .where(and(eq(lists.id, listId), callerOwns(callerId)))
      .returning({ id: lists.id });
    if (!row) throw gone();
    return charityOf(tx, ongId);
  });
}

export async function setEventCharity(
  app: AppContext,
  callerId: string,
  eventId: string,
  ongId: string | null,
) {
  const gone = () => notFound('No encontramos ese evento.');
  if (!isUuid(eventId)) throw gone();
  return app.db.transaction(async (tx): Promise<CharityOng | null> => {
    if (ongId) await verifiedOngFor(tx, ongId);
    const [row] = await tx
      .update(events)
      .set({ charityOngId: ongId })
      .where(
        and(
          eq(events.id, eventId),
          // Any of its organisers (events/organisers.ts says the same; events reads ongs, so not through it).
          sql`exists (select 1 from ${eventOrganisers} o where o.event_id = ${events.id} and o.user_id = ${callerId})`,
        ),
      )
      .returning({ id: events.id });
    if (!row) throw gone();
    return charityOf(tx, ongId);
  });
}
