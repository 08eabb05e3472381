import { dependents, guardians, listOwners, lists, users } from '../src/db/schema/index.js';
import type { buildTestApp, Who } from './helpers.js';

/**
 * Dependents made straight in the database, the way the dependents module stores them (a `users` row of type 3
 * without credentials, its `dependents` row and its guardians), so calendar, reminder, draw and household
 * tests do not depend on the profile routes.
 */
type TestApp = Awaited<ReturnType<typeof buildTestApp>>['app'];

export async function makeDependent(
  app: TestApp,
  keepers: Who[],
  opts: {
    name: string;
    kind?: 'child' | 'pet' | 'adult';
    visibility?: 'friends' | 'link';
    birthday?: string | null;
  },
) {
  const [user] = await app.db
    .insert(users)
    .values({ name: opts.name, lastname: '', type: 3, birthday: opts.birthday ?? null })
    .returning();
  if (!user) throw new Error('no dependent');
  await app.db.insert(dependents).values({
    userId: user.id,
    kind: opts.kind ?? 'child',
    visibility: opts.visibility ?? 'friends',
    createdBy: keepers[0]?.user.id ?? null,
  });
  for (const k of keepers)
    await app.db.insert(guardians).values({ dependentId: user.id, guardianId: k.user.id });
  return user;
}

/** A list of the dependent's own (its guardians run it: a trigger makes them owners). */
export async function makeDependentList(app: TestApp, dependentId: string, name: string) {
  return app.db.transaction(async (tx) => {
    const [list] = await tx
      .insert(lists)
      .values({ ownerId: dependentId, name, image: 'configuracion/lista.webp' })
      .returning();
    if (!list) throw new Error('no list');
    await tx.insert(listOwners).values({ listId: list.id, userId: dependentId }).onConflictDoNothing();
    return list;
  });
}
