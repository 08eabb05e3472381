import type pg from 'pg';
import type { Sizes } from './generate.js';
import type { Target } from './measure.js';

/** A key read: how to make `count` different requests of it (`salt` draws other people, lists or words). */
export type Read = {
  name: string;
  targets: (ctx: Context, count: number, salt: number) => Promise<Target[]>;
};
type Context = { base: string; db: pg.Client; sizes: Sizes };

const PALABRAS = [
  'Lucía',
  'García',
  'boda',
  'Martín',
  'Navidad',
  'Sánchez',
  'Paula',
  'cumpleaños',
  'Ruiz',
  'bebé',
];

/**
 * Words few listed lists match, whatever the size: a first name and a first surname together (one person in
 * 2 500 has each), or no list at all. A search walking the listing's order to find its page reads every list.
 */
const PALABRAS_RARAS = [
  'Íker Prieto',
  'Begoña Cano',
  'Xabier Guerrero',
  'Montserrat Lozano',
  'Jordi Santos',
  'Rocío Garrido',
  'Nerea Castillo',
  'Ainhoa Cortés',
  'Pilar Medina',
  'xilófono',
];

/** People drawn at random among all (their tokens made here: sessions as the sign-in writes them). */
async function people(ctx: Context, count: number, salt: number, source = 'people'): Promise<string[]> {
  const pick =
    source === 'wallet'
      ? `bench.recipient(floor(bench.rnd(j, $2) * ${ctx.sizes.payments})::bigint)`
      : `floor(bench.rnd(j, $2) * ${ctx.sizes.people})::bigint`;
  const { rows } = await ctx.db.query(
    `with p as (select bench.uid('u', ${pick}) as id from generate_series(1, $1::int) j),
     s as (insert into sessions (user_id, token_hash, expires_at)
           select distinct id, encode(sha256(convert_to('bench-data-' || id, 'UTF8')), 'hex'), now() + interval '1 day' from p
           on conflict do nothing)
     select 'bench-data-' || id as token from p`,
    [count, salt],
  );
  return rows.map((r: { token: string }) => r.token);
}

const signedIn = (path: string, source?: string) => async (ctx: Context, count: number, salt: number) =>
  (await people(ctx, count, salt, source)).map((token) => ({
    url: `${ctx.base}${path}`,
    headers: { 'Type-token': token },
  }));

const now = new Date();
const month = `year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`;

export const READS: Read[] = [
  {
    name: 'listas destacadas',
    // The first five pages, as people scroll them.
    targets: async (ctx, count, salt) =>
      Array.from({ length: count }, (_, i) => ({
        url: `${ctx.base}/api/list/standOut/getPagination?lim=20&pos=${((i + salt) % 5) * 20}`,
      })),
  },
  {
    name: 'buscar listas',
    // Visitors from many addresses (the server trusts the loopback proxy): the search's limit is per address.
    targets: async (ctx, count, salt) =>
      Array.from({ length: count }, (_, i) => ({
        url: `${ctx.base}/api/list/search?lim=20&pos=0&sea=${encodeURIComponent(PALABRAS[(i + salt) % PALABRAS.length] as string)}`,
        headers: { 'X-Forwarded-For': `10.${salt % 250}.${Math.floor(i / 250)}.${i % 250}` },
      })),
  },
  {
    name: 'buscar listas: palabra rara',
    targets: async (ctx, count, salt) =>
      Array.from({ length: count }, (_, i) => ({
        url: `${ctx.base}/api/list/search?lim=20&pos=0&sea=${encodeURIComponent(PALABRAS_RARAS[(i + salt) % PALABRAS_RARAS.length] as string)}`,
        headers: { 'X-Forwarded-For': `10.${(salt + 125) % 250}.${Math.floor(i / 250)}.${i % 250}` },
      })),
  },
  {
    name: 'una lista pública',
    targets: async (ctx, count, salt) =>
      (await publicLists(ctx, count, salt)).map((id) => ({
        url: `${ctx.base}/api/list/get/${id}`,
      })),
  },
  {
    name: 'regalos de una lista pública',
    targets: async (ctx, count, salt) =>
      (await publicLists(ctx, count, salt)).map((id) => ({
        url: `${ctx.base}/api/list/gift/get/${id}`,
      })),
  },
  { name: 'mis listas', targets: signedIn('/api/list/getPagination?lim=20&pos=0') },
  { name: 'listas de mis amigos', targets: signedIn('/api/list/friendList?lim=20&pos=0') },
  { name: 'mis amigos', targets: signedIn('/api/friend/getPagination?lim=20&pos=0') },
  { name: 'calendario: el mes', targets: signedIn(`/api/calendar/byMonth?${month}`) },
  { name: 'calendario: eventos del mes', targets: signedIn(`/api/event/byDate?${month}`) },
  { name: 'billetera: saldo', targets: signedIn('/api/dashboard/balanceUser', 'wallet') },
  {
    name: 'billetera: movimientos',
    targets: signedIn('/api/dashboard/transactionsUser?lim=20&pos=0', 'wallet'),
  },
  { name: 'notificaciones', targets: signedIn('/api/notify/getPagination?lim=20&pos=0') },
];

/** Public lists drawn at random among all (a huge one now and then, as often as there are). */
async function publicLists(ctx: Context, count: number, salt: number): Promise<string[]> {
  const { rows } = await ctx.db.query(
    `select l.id from generate_series(1, $1::int * 4) j
       join lists l on l.id = bench.uid('l', floor(bench.rnd(j, $2) * ${ctx.sizes.lists})::bigint)
      where l.visibility = 'public' order by j limit $1`,
    [count, salt],
  );
  return rows.map((r: { id: string }) => r.id);
}
