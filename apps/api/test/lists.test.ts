import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, gifts, products } from '../src/db/schema/index.js';
import { MAX_FAVORITES } from '../src/modules/favorites/service.js';
import { MAX_GIFTS_PER_LIST } from '../src/modules/gifts/service.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let friend: Who;
let friend2: Who;
let stranger: Who;

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Lista' });
async function newList(who: Who, body: object = {}) {
  const res = await as(who, 'POST', '/api/list/save', { name: 'Mi cumple', visibility: 'friends', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function aProduct() {
  return (await as(null, 'GET', '/api/product/getPagination?lim=1&pos=0&sea=cafetera')).json().data.list[0];
}

beforeAll(async () => {
  t = await buildTestApp({ demoData: true });
  [owner, friend, friend2, stranger] = await Promise.all([
    person('Olivia'),
    person('Félix'),
    person('Fabiola'),
    person('Saúl'),
  ]);
  await befriend(owner, friend);
  await befriend(owner, friend2);
});
afterAll(() => t.close());

describe('product search', () => {
  it('ignores case and accents, both ways', async () => {
    const search = async (sea: string) =>
      (await as(null, 'GET', `/api/product/getPagination?lim=50&pos=0&sea=${encodeURIComponent(sea)}`))
        .json()
        .data.list.map((p: { name: string }) => p.name);
    expect((await search('cafetera')).some((n: string) => /^Cafetera/.test(n))).toBe(true);
    expect(await search('CAFE')).toEqual(await search('café'));
    expect((await search('sarten')).some((n: string) => n.startsWith('Sartén'))).toBe(true);
    // A Mexican product is found in Mexico's catalogue (a guest sees Spain's).
    expect((await search('molcajete')).length).toBe(0);
    const inMexico = await as(null, 'GET', '/api/product/getPagination?lim=5&pos=0&sea=molcajete&country=MX');
    expect(inMexico.json().data.total).toBeGreaterThan(0);
  });
});

describe('lists and who sees them', () => {
  it('public to all, friends to friends, private to the owner only', async () => {
    const pub = await newList(owner, { visibility: 'public' });
    const fri = await newList(owner, { visibility: 'friends' });
    const pri = await newList(owner, { visibility: 'private' });
    const status = async (who: Who | null, id: string) =>
      (await as(who, 'GET', `/api/list/get/${id}`)).statusCode;
    expect([
      await status(null, pub.id),
      await status(stranger, pub.id),
      await status(friend, pub.id),
      await status(owner, pub.id),
    ]).toEqual([200, 200, 200, 200]);
    expect([
      await status(null, fri.id),
      await status(stranger, fri.id),
      await status(friend, fri.id),
      await status(owner, fri.id),
    ]).toEqual([404, 404, 200, 200]);
    expect([
      await status(null, pri.id),
      await status(stranger, pri.id),
      await status(friend, pri.id),
      await status(owner, pri.id),
    ]).toEqual([404, 404, 404, 200]);
    const theirs = (await as(friend, 'GET', `/api/list/getPagination?lim=50&pos=0&user=${owner.user.id}`))
      .json()
      .data.list.map((l: { id: string }) => l.id);
    expect(theirs).toEqual(expect.arrayContaining([pub.id, fri.id]));
    expect(theirs).not.toContain(pri.id);
    const strangerSees = (
      await as(stranger, 'GET', `/api/list/getPagination?lim=50&pos=0&user=${owner.user.id}`)
    )
      .json()
      .data.list.map((l: { id: string }) => l.id);
    // Public means reachable by its link, not listed: a stranger finds none of them.
    expect(strangerSees).not.toContain(pub.id);
    expect(strangerSees).not.toContain(fri.id);
  });

  it('an update changes only what is sent: a private list stays private, its texts stay', async () => {
    const l = await newList(owner, { visibility: 'private', description: 'Solo para mí', occasion: 'Boda' });
    const res = await as(owner, 'PUT', `/api/list/update/${l.id}`, { name: 'Secreta 2' });
    expect(res.json().data).toMatchObject({
      name: 'Secreta 2',
      visibility: 'private',
      description: 'Solo para mí',
      occasion: 'Boda',
    });
    expect((await as(friend, 'GET', `/api/list/get/${l.id}`)).statusCode).toBe(404);
  });

  it('only the owner changes or deletes a list', async () => {
    const l = await newList(owner);
    expect((await as(friend, 'PUT', `/api/list/update/${l.id}`, { name: 'Mía' })).statusCode).toBe(403);
    expect((await as(stranger, 'DELETE', `/api/list/delete/${l.id}`)).statusCode).toBe(404);
    const res = await as(owner, 'PUT', `/api/list/update/${l.id}`, {
      name: 'Boda de Olivia',
      category: 'boda',
      occasion: 'Boda',
    });
    expect(res.json().data).toMatchObject({
      name: 'Boda de Olivia',
      occasion: 'Boda',
      category: { id: 'boda', slug: 'boda', name: 'Boda' },
    });
    expect((await as(owner, 'DELETE', `/api/list/delete/${l.id}`)).statusCode).toBe(200);
  });

  it('refuses a picture that is not ours or a default', async () => {
    const res = await as(owner, 'POST', '/api/list/save', {
      name: 'Rara',
      image: 'https://rastreo.example.com/pixel.gif',
    });
    expect(res.statusCode).toBe(400);
    const ok = await newList(owner, { image: '/files/defaults/lists/bebe.svg' });
    expect(ok.image).toBe('/files/defaults/lists/bebe.svg');
  });

  it('links a list to my own event, and shows it both ways', async () => {
    const ev = (
      await as(owner, 'POST', '/api/event/save', { name: 'Baby shower', startsAt: '2031-05-01T17:00:00Z' })
    ).json().data;
    const l = await newList(owner, { eventId: ev.id });
    expect(l.eventId).toBe(ev.id);
    expect((await as(owner, 'GET', `/api/event/get/${ev.id}`)).json().data.listId).toBe(l.id);
    const second = await as(owner, 'POST', '/api/list/save', { name: 'Otra', eventId: ev.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'EVENT_HAS_LIST',
      message: 'Ese evento ya tiene una lista de regalos.',
    });
    const mine = (
      await as(friend, 'POST', '/api/event/save', { name: 'Lo mío', startsAt: '2031-05-01T17:00:00Z' })
    ).json().data;
    expect((await as(owner, 'POST', '/api/list/save', { name: 'Ajena', eventId: mine.id })).statusCode).toBe(
      403,
    );
  });
});

describe('gifts, reservations and the surprise', () => {
  it('friends hear about new gifts once; one friend reserves; the owner never learns who', async () => {
    const l = await newList(owner, { name: 'Navidad de Olivia' });
    const product = await aProduct();
    const first = await as(owner, 'POST', '/api/list/gift/save', {
      listId: l.id,
      productId: product.id,
      priority: 'alta',
      note: 'La roja',
    });
    expect(first.statusCode, first.body).toBe(200);
    await as(owner, 'POST', '/api/list/gift/save', {
      listId: l.id,
      product: { name: 'Libro de poemas', price: { amount: 1590, currency: 'EUR' } },
    });
    const told = (await as(friend, 'GET', '/api/notify/getPagination?lim=50&pos=0'))
      .json()
      .data.list.filter(
        (n: { type: string; data: { listId?: string } }) => n.type === 'list' && n.data.listId === l.id,
      );
    expect(told).toHaveLength(1);
    expect(told[0].title).toBe('Olivia añadió regalos a «Navidad de Olivia»');

    const giftId = first.json().data.id;
    const own = await as(owner, 'PUT', `/api/gift/reserve/${giftId}`);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('OWN_LIST_GIFT');
    expect((await as(stranger, 'PUT', `/api/gift/reserve/${giftId}`)).statusCode).toBe(404);
    const reserved = await as(friend, 'PUT', `/api/gift/reserve/${giftId}`);
    expect(reserved.json().data).toMatchObject({ status: 'reserved', reservedByMe: true });
    const taken = await as(friend2, 'PUT', `/api/gift/reserve/${giftId}`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'GIFT_TAKEN',
      message: expect.stringMatching(/Alguien ya ha reservado/),
    });

    const ownerView = await as(owner, 'GET', `/api/list/get/${l.id}`);
    const g = ownerView.json().data.gifts.find((x: { id: string }) => x.id === giftId);
    expect(g).toMatchObject({ status: 'reserved', reservedByMe: false });
    expect(ownerView.body).not.toContain(friend.user.id);
    expect(ownerView.body).not.toMatch(/Félix|reservedBy"/);
    expect((await as(friend2, 'GET', `/api/list/gift/get/${l.id}`)).body).not.toContain(friend.user.id);

    const notTheirs = await as(friend2, 'DELETE', `/api/gift/reserve/${giftId}`);
    expect(notTheirs.statusCode).toBe(409);
    expect(notTheirs.json().error.code).toBe('GIFT_NOT_RESERVED_BY_YOU');
    const notReserver = await as(friend2, 'PUT', `/api/gift/given/${giftId}`);
    expect(notReserver.statusCode).toBe(409);
    expect(notReserver.json().error.code).toBe('RESERVE_BEFORE_GIVEN');
    const given = await as(friend, 'PUT', `/api/gift/given/${giftId}`);
    expect(given.json().data.status).toBe('given');
    const [n] = (await as(owner, 'GET', '/api/notify/getPagination?lim=5&pos=0')).json().data.list;
    expect(n).toMatchObject({ type: 'recibe_gitf', data: { listId: l.id } });
    expect(JSON.stringify(n)).not.toMatch(/Félix/);
  });

  it('a gift whose name has its own «quotes» is named once, without nesting them', async () => {
    const l = await newList(owner, { name: 'Lecturas' });
    const gift = await as(owner, 'POST', '/api/list/gift/save', {
      listId: l.id,
      product: { name: 'Novela negra «Niebla en el puerto»', price: { amount: 1890, currency: 'EUR' } },
    });
    const giftId = gift.json().data.id;
    await as(friend, 'PUT', `/api/gift/reserve/${giftId}`);
    await as(friend, 'PUT', `/api/gift/given/${giftId}`);
    const [n] = (await as(owner, 'GET', '/api/notify/getPagination?lim=5&pos=0')).json().data.list;
    expect(n.title).toBe('¡Te han regalado «Novela negra “Niebla en el puerto”»!');
  });

  it('a reservation never gets stuck: its holder frees it even after losing sight of the list, and the owner can free it without learning who', async () => {
    const l = await newList(owner);
    const product = await aProduct();
    const gift = (
      await as(owner, 'POST', '/api/list/gift/save', { listId: l.id, productId: product.id })
    ).json().data;
    expect((await as(stranger, 'DELETE', `/api/gift/reserve/${gift.id}`)).statusCode).toBe(404);

    await as(friend, 'PUT', `/api/gift/reserve/${gift.id}`);
    await as(owner, 'PUT', `/api/list/update/${l.id}`, { visibility: 'private' });
    expect((await as(friend, 'GET', `/api/list/get/${l.id}`)).statusCode).toBe(404);
    const freed = await as(friend, 'DELETE', `/api/gift/reserve/${gift.id}`);
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json().data.status).toBe('available');

    await as(owner, 'PUT', `/api/list/update/${l.id}`, { visibility: 'friends' });
    await as(friend, 'PUT', `/api/gift/reserve/${gift.id}`);
    expect((await as(friend2, 'DELETE', `/api/gift/reserve/${gift.id}`)).statusCode).toBe(409);
    const byOwner = await as(owner, 'DELETE', `/api/gift/reserve/${gift.id}`);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().data).toMatchObject({ status: 'available', reservedByMe: false });
    expect(byOwner.body).not.toContain(friend.user.id);
    const again = await as(owner, 'DELETE', `/api/gift/reserve/${gift.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('GIFT_NOT_RESERVED');
  });

  it('a reservation can be released; the owner edits and removes gifts (list/gift/delete/{list}/{gift})', async () => {
    const l = await newList(owner);
    const product = await aProduct();
    const gift = (
      await as(owner, 'POST', '/api/list/gift/save', { listId: l.id, productId: product.id })
    ).json().data;
    await as(friend, 'PUT', `/api/gift/reserve/${gift.id}`);
    expect((await as(friend, 'DELETE', `/api/gift/reserve/${gift.id}`)).json().data.status).toBe('available');
    expect((await as(friend, 'PUT', `/api/gift/update/${gift.id}`, { quantity: 3 })).statusCode).toBe(403);
    expect(
      (await as(owner, 'PUT', `/api/gift/update/${gift.id}`, { quantity: 3, priority: 'baja' })).json().data,
    ).toMatchObject({ quantity: 3, priority: 'baja' });
    expect((await as(friend, 'DELETE', `/api/list/gift/delete/${l.id}/${gift.id}`)).statusCode).toBe(403);
    expect((await as(owner, 'DELETE', `/api/list/gift/delete/${l.id}/${gift.id}`)).statusCode).toBe(200);
    expect((await as(owner, 'GET', `/api/list/gift/get/${l.id}`)).json().data).toEqual([]);
  });

  it('available=true keeps lists with gifts still to give; copy makes a private list of mine', async () => {
    const l = await newList(owner, { visibility: 'public', name: 'Para copiar' });
    await as(owner, 'POST', '/api/list/gift/save', { listId: l.id, product: { name: 'Taza de cerámica' } });
    const avail = (await as(owner, 'GET', '/api/list/getPagination?lim=100&pos=0&available=true'))
      .json()
      .data.list.map((x: { id: string }) => x.id);
    expect(avail).toContain(l.id);
    const copy = await as(stranger, 'POST', '/api/list/copy', { listId: l.id });
    expect(copy.json().data).toMatchObject({
      name: 'Para copiar (copia)',
      visibility: 'private',
      isMine: true,
      giftCount: 1,
    });
    expect(copy.json().data.gifts[0]).toMatchObject({
      status: 'available',
      product: { name: 'Taza de cerámica' },
    });
    // The owner's own product is duplicated for the copy, not shared: it survives the owner's account.
    const original = (await as(owner, 'GET', `/api/list/get/${l.id}`)).json().data.gifts[0].product.id;
    expect(copy.json().data.gifts[0].product.id).not.toBe(original);
  });

  it('a list holds at most 500 gifts, and a person at most 1000 favourites, each refused in Spanish', async () => {
    const l = await newList(owner, { name: 'Enorme' });
    const product = await aProduct();
    await t.app.db
      .insert(gifts)
      .values(Array.from({ length: MAX_GIFTS_PER_LIST }, () => ({ listId: l.id, productId: product.id })));
    const full = await as(owner, 'POST', '/api/list/gift/save', { listId: l.id, productId: product.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({
      code: 'LIST_FULL',
      message: expect.stringMatching(/ya tiene 500 regalos/),
    });

    const collector = await person('Coleccionista');
    // Favourites of things since deleted still count until removed; any ids do for the count.
    await t.app.db.insert(favorites).values(
      Array.from({ length: MAX_FAVORITES }, () => ({
        userId: collector.user.id,
        type: 'product' as const,
        referenceId: randomUUID(),
      })),
    );
    const tooMany = await as(collector, 'POST', '/api/favorite/save', {
      reference_id: product.id,
      type: 'product',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'FAVORITES_FULL',
      message: expect.stringMatching(/Ya tienes 1000 favoritos/),
    });
  });

  it('friendList finds friends’ lists by name without accents; featured lists are discoverable ones with gifts', async () => {
    const l = await newList(owner, {
      name: 'Regalos de Año Nuevo',
      visibility: 'public',
      discoverable: true,
    });
    await as(owner, 'POST', '/api/list/gift/save', { listId: l.id, product: { name: 'Agenda 2032' } });
    const found = (await as(friend, 'GET', '/api/list/friendList?lim=20&pos=0&sea=ano nuevo'))
      .json()
      .data.list.map((x: { id: string }) => x.id);
    expect(found).toContain(l.id);
    expect(
      (await as(stranger, 'GET', '/api/list/friendList?lim=20&pos=0&sea=ano nuevo')).json().data.total,
    ).toBe(0);
    const featured = (await as(null, 'GET', '/api/list/standOut/getPagination?lim=50&pos=0')).json().data
      .list;
    expect(featured.map((x: { id: string }) => x.id)).toContain(l.id);
    expect(featured.every((x: { visibility: string }) => x.visibility === 'public')).toBe(true);
    // Strangers see the owner's first name only.
    expect(featured.find((x: { id: string }) => x.id === l.id).owner.lastname).toBe('');
  });

  it('a list’s category is its occasion: friendList filters by it; a product category is refused in Spanish', async () => {
    const l = await newList(owner, { name: 'Cumple de Olivia', category: 'cumpleanos' });
    expect(l.category).toEqual({ id: 'cumpleanos', slug: 'cumpleanos', name: 'Cumpleaños' });
    const res = await as(friend, 'GET', '/api/list/friendList?lim=50&pos=0&category=cumpleanos');
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = res.json().data;
    expect(list.map((x: { id: string }) => x.id)).toContain(l.id);
    expect(total).toBe(list.length);
    expect(list.every((x: { category: { id: string } }) => x.category.id === 'cumpleanos')).toBe(true);
    for (const refused of [
      await as(owner, 'POST', '/api/list/save', { name: 'Cocina', category: 'hogar-y-cocina' }),
      await as(friend, 'GET', '/api/list/friendList?lim=50&pos=0&category=hogar-y-cocina'),
    ]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Elige la ocasión de la lista');
    }
    const byFriend = (
      await as(friend, 'GET', `/api/list/friendList?lim=50&pos=0&friend=${owner.user.id}`)
    ).json().data.list;
    expect(byFriend.every((x: { owner: { id: string } }) => x.owner.id === owner.user.id)).toBe(true);
  });
});

describe('a gift and the product it creates', () => {
  it('are saved together or not at all: a failed gift leaves no orphan product', async () => {
    const l = await newList(owner, { name: 'Sin huérfanos' });
    // A fault after the product is written: the database refuses this one gift.
    await t.app.db.execute(sql`create or replace function refuse_gift() returns trigger language plpgsql as $$
      begin if new.note = 'falla' then raise exception 'gift refused by test'; end if; return new; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_gift before insert on gifts for each row execute function refuse_gift()`,
    );
    try {
      const res = await as(owner, 'POST', '/api/list/gift/save', {
        listId: l.id,
        note: 'falla',
        product: { name: 'Producto que no debe quedar' },
      });
      expect(res.statusCode).not.toBe(200);
      const [left] = await t.app.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.name, 'Producto que no debe quedar'));
      expect(left?.n).toBe(0);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_gift on gifts`);
    }
  });
});

// PGlite runs one statement at a time; the race only shows on PostgreSQL (CI runs this there).
describe.skipIf(!process.env.DATABASE_URL)('40 adds at the same moment (PostgreSQL)', () => {
  it('never take a list past 500 gifts', async () => {
    const busy = await person('Prisas');
    const l = await newList(busy, { name: 'Casi llena', visibility: 'private' });
    const product = await aProduct();
    await t.app.db
      .insert(gifts)
      .values(
        Array.from({ length: MAX_GIFTS_PER_LIST - 20 }, () => ({ listId: l.id, productId: product.id })),
      );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        as(
          busy,
          'POST',
          '/api/list/gift/save',
          i % 2 ? { listId: l.id, productId: product.id } : { listId: l.id, product: { name: `Nuevo ${i}` } },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(20);
    const [held] = await t.app.db.select({ n: count() }).from(gifts).where(eq(gifts.listId, l.id));
    expect(held?.n).toBe(MAX_GIFTS_PER_LIST);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('favourites saved at the same moment (PostgreSQL)', () => {
  it('never take a person past 1000 favourites', async () => {
    const collector = await person('Urraca');
    await t.app.db.insert(favorites).values(
      Array.from({ length: MAX_FAVORITES - 2 }, () => ({
        userId: collector.user.id,
        type: 'product' as const,
        referenceId: randomUUID(),
      })),
    );
    const products: { id: string }[] = (
      await as(null, 'GET', '/api/product/getPagination?lim=6&pos=0')
    ).json().data.list;
    expect(products).toHaveLength(6);
    const answers = await Promise.all(
      products.map((p) =>
        as(collector, 'POST', '/api/favorite/save', { reference_id: p.id, type: 'product' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const [held] = await t.app.db
      .select({ n: count() })
      .from(favorites)
      .where(eq(favorites.userId, collector.user.id));
    expect(held?.n).toBe(MAX_FAVORITES);
  });
});

describe('when a giver deletes their account', () => {
  it('the gifts they had reserved become available again', async () => {
    const giver = await person('Gonzalo');
    await befriend(owner, giver);
    const l = await newList(owner);
    const gift = (
      await as(owner, 'POST', '/api/list/gift/save', { listId: l.id, product: { name: 'Bufanda' } })
    ).json().data;
    await as(giver, 'PUT', `/api/gift/reserve/${gift.id}`);
    expect((await as(giver, 'DELETE', '/api/user/delete', { confirm: true })).statusCode).toBe(200);
    const after = (await as(owner, 'GET', `/api/list/gift/get/${l.id}`)).json().data[0];
    expect(after.status).toBe('available');
  });
});

describe('favourites', () => {
  it('saves, lists with data.list and search, checks and deletes; only visible things', async () => {
    const product = await aProduct();
    const pub = await newList(owner, { visibility: 'public', name: 'Cumpleaños de Óscar' });
    const pri = await newList(owner, { visibility: 'private' });
    expect(
      (await as(friend, 'POST', '/api/favorite/save', { reference_id: product.id, type: 'product' }))
        .statusCode,
    ).toBe(200);
    const fav = (
      await as(friend, 'POST', '/api/favorite/save', { reference_id: pub.id, type: 'list' })
    ).json().data;
    expect(
      (await as(friend, 'POST', '/api/favorite/save', { reference_id: pri.id, type: 'list' })).statusCode,
    ).toBe(404);
    const all = (await as(friend, 'GET', '/api/favorite/getPagination?lim=10&pos=0')).json().data;
    expect(all.total).toBe(2);
    const found = (await as(friend, 'GET', '/api/favorite/getPagination?lim=10&pos=0&sea=oscar')).json().data
      .list;
    expect(found.map((f: { reference_id: string }) => f.reference_id)).toEqual([pub.id]);
    expect(
      (await as(friend, 'GET', `/api/favorite/isFavorite?reference_id=${pub.id}&type=list`)).json().data,
    ).toEqual({ isFavorite: true, id: fav.id });
    expect((await as(null, 'GET', `/api/favorite/get/${fav.id}`)).json().data).toMatchObject({
      name: 'Cumpleaños de Óscar',
      type: 'list',
    });
    expect((await as(stranger, 'DELETE', `/api/favorite/delete/${fav.id}`)).statusCode).toBe(404);
    expect((await as(friend, 'DELETE', `/api/favorite/delete/${pub.id}`)).statusCode).toBe(200);
    expect(
      (await as(friend, 'GET', `/api/favorite/isFavorite?reference_id=${pub.id}&type=list`)).json().data
        .isFavorite,
    ).toBe(false);
  });

  it('pages with lim and pos, newest first, counting only what I can still see', async () => {
    const names = ['Primera', 'Segunda', 'Tercera', 'Cuarta'];
    const saved: string[] = [];
    for (const name of names) {
      const l = await newList(owner, { visibility: 'public', name: `Favorita ${name}` });
      await as(stranger, 'POST', '/api/favorite/save', { reference_id: l.id, type: 'list' });
      saved.unshift(l.id);
    }
    // The second one saved goes private: it leaves the pages and the total.
    await as(owner, 'PUT', `/api/list/update/${saved[2]}`, { visibility: 'private' });
    const page = async (pos: number) =>
      (await as(stranger, 'GET', `/api/favorite/getPagination?lim=2&pos=${pos}`)).json().data;
    const [first, second] = [await page(0), await page(2)];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.list, ...second.list].map((f: { reference_id: string }) => f.reference_id)).toEqual([
      saved[0],
      saved[1],
      saved[3],
    ]);
    const found = (await as(stranger, 'GET', '/api/favorite/getPagination?lim=1&pos=1&sea=favorita')).json()
      .data;
    expect(found).toMatchObject({ total: 3, list: [{ reference_id: saved[1] }] });
  });
});
