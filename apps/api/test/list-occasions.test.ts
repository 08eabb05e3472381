import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Lists stored before occasions had a product category and a free occasion text: the migration's hand-written
 * part reads each list's occasion from that text. Run here again on lists stored as they were then.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
const { person } = testClient(() => t.app);

const migrations = join(import.meta.dirname, '../src/db/migrations');
const mapping = () => {
  const file = readdirSync(migrations).find((f) => f.endsWith('_lists_occasion.sql'));
  const text = readFileSync(join(migrations, file ?? ''), 'utf8');
  return text.slice(text.indexOf('-- hand-written'));
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await person('Olga');
});
afterAll(() => t.close());

describe('the occasion of a list stored before occasions', () => {
  it('comes from the words its owner wrote; other words are "otra", none is none', async () => {
    const cases: [string, string | null][] = [
      ['Cumpleaños', 'cumpleanos'],
      ['Mi cumple 40', 'cumpleanos'],
      ['¡Nos casamos!', 'boda'],
      ['Bautizo de Leo', 'bebe'],
      ['Bebé', 'bebe'],
      ['Navidad', 'navidad'],
      ['Reyes Magos', 'reyes'],
      ['Primera Comunión', 'comunion'],
      ['Jubilación de papá', 'jubilacion'],
      ['Graduación', 'graduacion'],
      ['Despedida de soltera', 'despedida'],
      ['Aniversario', 'aniversario'],
      ['Casa nueva', 'otra'],
      ['', null],
    ];
    const ids = new Map<string, string>();
    for (const [occasion] of cases) {
      const [row] = await t.app.db
        .insert(lists)
        .values({ ownerId: owner.user.id, name: `Lista ${occasion}`, image: '/x.svg', occasion })
        .returning({ id: lists.id });
      ids.set(occasion, row?.id ?? '');
    }
    await t.app.db.execute(sql.raw(mapping()));
    for (const [occasion, expected] of cases) {
      const [row] = await t.app.db
        .select({ category: lists.category })
        .from(lists)
        .where(eq(lists.id, ids.get(occasion) ?? ''));
      expect(row?.category, occasion).toBe(expected);
    }
  });
});
