import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * The data set of `npm run bench:data`, written with set-based SQL (generate_series), deterministic for a seed:
 * every row is a function of its number, its ids are md5 of the seed and that number, and its "random" choices
 * are hashes of the same (`bench.rnd`). So growing from one size to a larger one only adds the rows numbered
 * between them, and the rows a size shares with a larger one are the same.
 *
 * The skew: a person befriends people who joined before them, more often the earliest (power-law-ish degrees,
 * the same at every size for a person at the same place in the order); most lists have a few gifts, one in a
 * thousand has one or two thousand; money goes more often to the earliest people.
 */

/** Rows at 100 % (the goal's figures); products, payments and the like follow from them. */
export const FULL = {
  people: 100_000,
  lists: 100_000, // ~1 000 000 gifts: ~10 a list
  events: 200_000,
  products: 20_000,
  /** Each one a gift transfer and a fee transfer (4 entries); with the payouts, ~2 000 000 ledger entries. */
  payments: 400_000,
  payouts: 200_000,
};
export type Sizes = typeof FULL;

export const sizesAt = (scale: number): Sizes =>
  Object.fromEntries(Object.entries(FULL).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))])) as Sizes;

const NOMBRES = [
  'Lucía',
  'Hugo',
  'Martina',
  'Mateo',
  'Sofía',
  'Martín',
  'María',
  'Lucas',
  'Julia',
  'Leo',
  'Paula',
  'Daniel',
  'Valeria',
  'Alejandro',
  'Emma',
  'Pablo',
  'Daniela',
  'Manuel',
  'Carla',
  'Álvaro',
  'Alba',
  'Adrián',
  'Noa',
  'Mario',
  'Olivia',
  'Diego',
  'Carmen',
  'Javier',
  'Irene',
  'Sergio',
  'Elena',
  'Jorge',
  'Ana',
  'Marcos',
  'Claudia',
  'Raúl',
  'Laura',
  'Iván',
  'Nerea',
  'Andrés',
  'Ainhoa',
  'Íker',
  'Begoña',
  'Xabier',
  'Montserrat',
  'Jordi',
  'Pilar',
  'José',
  'Rocío',
  'Francisco',
];
const APELLIDOS = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Morales',
  'Suárez',
  'Ortega',
  'Delgado',
  'Castro',
  'Ortiz',
  'Rubio',
  'Marín',
  'Sanz',
  'Iglesias',
  'Núñez',
  'Medina',
  'Garrido',
  'Cortés',
  'Castillo',
  'Santos',
  'Lozano',
  'Guerrero',
  'Cano',
  'Prieto',
];
const COSAS = [
  'Cafetera',
  'Auriculares',
  'Mochila',
  'Libro de cocina',
  'Bicicleta',
  'Juego de sábanas',
  'Lámpara',
  'Reloj',
  'Cámara instantánea',
  'Set de pintura',
  'Altavoz',
  'Patinete',
  'Taza de cerámica',
  'Cuna',
  'Sartén',
  'Bufanda de lana',
  'Puzle',
  'Planta',
  'Tetera',
  'Vajilla',
  'Maleta',
  'Zapatillas',
  'Batidora',
  'Cojín',
  'Manta',
  'Juego de mesa',
  'Perfume',
  'Cartera',
  'Gafas de sol',
  'Entradas de teatro',
];
const OCASIONES: [key: string, name: string][] = [
  ['cumpleanos', 'Cumpleaños de '],
  ['boda', 'Nuestra boda, '],
  ['bebe', 'Llega el bebé de '],
  ['navidad', 'Navidad de '],
  ['reyes', 'Reyes de '],
  ['comunion', 'Comunión de '],
  ['aniversario', 'Aniversario de '],
  ['jubilacion', 'Jubilación de '],
  ['graduacion', 'Graduación de '],
  ['despedida', 'Despedida de '],
  ['otra', 'Ideas para '],
];

const textArray = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

/** Helpers in a schema of their own, so the app's schema holds only what its migrations made. */
export async function createHelpers(db: pg.Client, seed: number) {
  await db.query(`
    create schema if not exists bench;
    -- A number in [0, 1) that is a function of (i, salt) and the seed.
    create or replace function bench.rnd(i bigint, salt int) returns float8 immutable parallel safe
      language sql as $$ select (hashint8extended(i, ${seed} * 1000 + salt) & 4503599627370495)::float8 / 4503599627370496 $$;
    -- The id of row i of a kind ('u' people, 'l' lists…).
    create or replace function bench.uid(kind text, i bigint) returns uuid immutable parallel safe
      language sql as $$ select md5('${seed}:' || kind || ':' || i)::uuid $$;
    create or replace function bench.nombre(i bigint) returns text immutable parallel safe language sql as $$
      select (${textArray(NOMBRES)})[1 + floor(bench.rnd(i, 1) * ${NOMBRES.length})::int] $$;
    create or replace function bench.apellidos(i bigint) returns text immutable parallel safe language sql as $$
      select (${textArray(APELLIDOS)})[1 + floor(bench.rnd(i, 2) * ${APELLIDOS.length})::int] || ' ' ||
             (${textArray(APELLIDOS)})[1 + floor(bench.rnd(i, 3) * ${APELLIDOS.length})::int] $$;
    -- Gifts in list k: most have 1 to 16, one in 997 has 1 000 to 2 000 (a wedding list and its like).
    create or replace function bench.gift_count(k bigint) returns int immutable parallel safe language sql as $$
      select case when k % 997 = 13 then 1000 + floor(bench.rnd(k, 40) * 1000)::int
                  else 1 + floor(bench.rnd(k, 41) * 16)::int end $$;
    -- Who receives payment q and who pays it: people who joined before it, the earliest more often.
    create or replace function bench.recipient(q bigint) returns bigint immutable parallel safe language sql as $$
      select floor((q / 4) * pow(bench.rnd(q, 50), 1.5))::bigint $$;
    create or replace function bench.payer(q bigint) returns bigint immutable parallel safe language sql as $$
      select case when p = bench.recipient(q) then p + 1 else p end
        from (select floor((q / 4) * bench.rnd(q, 51))::bigint as p) x $$;`);
}

type Range = [from: number, to: number];
type Step = { table: string; batch: number; count: (s: Sizes) => number; sql: string };

/**
 * Each step writes the rows numbered [$1, $2) of its table, in batches (one statement and one transaction each):
 * the ledger's batches stay small because every entry updates its account's running balance, and thousands of
 * updates of one row in a single transaction each walk all its earlier versions.
 */
const steps: Step[] = [
  {
    table: 'users',
    batch: 50_000,
    count: (s) => s.people,
    sql: `insert into users (id, name, lastname, email, type, confirmed, birthday, created_at)
      select bench.uid('u', i), bench.nombre(i), bench.apellidos(i),
             translate(lower(bench.nombre(i)), 'áéíóúñü', 'aeiounu') || '.' || i || '@ejemplo.es',
             case when i % 1000 = 500 then 2 else 1 end, true,
             date '1950-01-01' + floor(bench.rnd(i, 4) * 20000)::int,
             now() - bench.rnd(i, 5) * interval '3 years'
        from generate_series($1::bigint, $2 - 1) i`,
  },
  {
    table: 'ongs',
    batch: 50_000, // people
    count: (s) => s.people,
    // One account in a thousand is an ONG, four in five of them verified: their public lists are need-lists,
    // listed for anyone (featured, search) besides the lists people chose to list.
    sql: `insert into ongs (user_id, legal_id, country, description, status, verified_at)
      select bench.uid('u', i), 'G' || lpad(i::text, 8, '0'), 'ES', 'Ayudamos a quien lo necesita.',
             case when bench.rnd(i, 6) < 0.8 then 'verified' else 'pending' end,
             case when bench.rnd(i, 6) < 0.8 then now() end
        from generate_series($1::bigint, $2 - 1) i where i % 1000 = 500`,
  },
  {
    table: 'friendships',
    batch: 25_000,
    count: (s) => s.people,
    // Person i asks 1 to 9 people who joined before (more often few); nine in ten accepted.
    sql: `insert into friendships (requester_id, addressee_id, status, created_at, responded_at)
      select bench.uid('u', i), bench.uid('u', floor(i * pow(bench.rnd(i * 16 + f, 11), 2))::bigint),
             case when bench.rnd(i * 16 + f, 12) < 0.9 then 'accepted' else 'pending' end,
             now() - bench.rnd(i * 16 + f, 13) * interval '2 years',
             case when bench.rnd(i * 16 + f, 12) < 0.9 then now() - bench.rnd(i * 16 + f, 13) * interval '1 year' end
        from generate_series(greatest($1::bigint, 1), $2 - 1) i,
             generate_series(1, 1 + floor(9 * pow(bench.rnd(i, 10), 2))::int) f
      on conflict do nothing`,
  },
  {
    table: 'products',
    batch: 50_000,
    count: (s) => s.products,
    sql: `insert into products (id, name, description, price_minor, currency, region, image, shop, stand_out, created_at)
      select bench.uid('p', i), (${textArray(COSAS)})[1 + floor(bench.rnd(i, 20) * ${COSAS.length})::int] || ' ' || i,
             'Un regalo que siempre acierta.', 500 + floor(bench.rnd(i, 21) * 30000)::int, 'EUR', 'ES',
             '/images/productos/' || (i % 50) || '.jpg', 'Tienda ' || (i % 200), bench.rnd(i, 22) < 0.01,
             now() - bench.rnd(i, 23) * interval '2 years'
        from generate_series($1::bigint, $2 - 1) i`,
  },
  {
    table: 'lists',
    batch: 25_000,
    count: (s) => s.lists,
    // Most people have one list (some none, some several): the owner of list k is k, or someone before.
    sql: `insert into lists (id, owner_id, name, category, image, date, visibility, discoverable, stand_out, created_at, updated_at)
      select bench.uid('l', k), bench.uid('u', o), oc[2] || bench.nombre(o), oc[1], '/images/listas/' || (k % 20) || '.jpg',
             case when bench.rnd(k, 31) < 0.8 then current_date + floor(bench.rnd(k, 32) * 730 - 365)::int end,
             v, v = 'public' and bench.rnd(k, 34) < 0.1, v = 'public' and bench.rnd(k, 34) < 0.005, t, t
        from generate_series($1::bigint, $2 - 1) k,
             lateral (select case when bench.rnd(k, 30) < 0.6 then k else floor(k * bench.rnd(k, 35))::bigint end as o,
                             case when bench.rnd(k, 33) < 0.6 then 'public' when bench.rnd(k, 33) < 0.9 then 'friends' else 'private' end as v,
                             now() - bench.rnd(k, 36) * interval '2 years' as t) x,
             lateral (select array[(${textArray(OCASIONES.map((o) => o[0]))})[n], (${textArray(OCASIONES.map((o) => o[1]))})[n]] as oc
                        from (select 1 + floor(bench.rnd(k, 37) * ${OCASIONES.length})::int as n) y) z`,
  },
  {
    table: 'gifts',
    batch: 5_000, // lists, not gifts
    count: (s) => s.lists,
    sql: `insert into gifts (id, list_id, product_id, quantity, priority, status, reserved_by, reserved_at, created_at)
      select bench.uid('g', k * 4096 + m), bench.uid('l', k),
             bench.uid('p', floor(bench.rnd(k * 4096 + m, 42) * $3)::bigint), 1 + (m % 3 = 0)::int,
             (array['alta', 'media', 'baja'])[1 + floor(bench.rnd(k * 4096 + m, 43) * 3)::int],
             case when r < 0.15 then 'reserved' when r < 0.2 then 'given' else 'available' end,
             case when r < 0.2 then bench.uid('u', floor(bench.rnd(k * 4096 + m, 45) * k)::bigint) end,
             case when r < 0.2 then now() - interval '1 day' end, now() - bench.rnd(k, 36) * interval '2 years'
        from generate_series($1::bigint, $2 - 1) k, generate_series(1, bench.gift_count(k)) m,
             lateral (select bench.rnd(k * 4096 + m, 44) as r) x`,
  },
  {
    table: 'events',
    batch: 25_000,
    count: (s) => s.events,
    sql: `insert into events (id, organiser_id, name, description, starts_at, place, image, visibility, created_at, updated_at)
      select bench.uid('e', e), bench.uid('u', o),
             (array['Cumpleaños de ', 'Cena con ', 'Fiesta de ', 'Amigo invisible de ', 'Merienda con '])[1 + floor(bench.rnd(e, 61) * 5)::int] || bench.nombre(o),
             'Te esperamos.', date_trunc('hour', now()) + floor(bench.rnd(e, 62) * 730 - 365) * interval '1 day',
             (array['Madrid', 'Sevilla', 'Valencia', 'Bilbao', 'Zaragoza', 'A Coruña'])[1 + floor(bench.rnd(e, 63) * 6)::int],
             '/images/eventos/' || (e % 20) || '.jpg',
             case when bench.rnd(e, 64) < 0.7 then 'friends' when bench.rnd(e, 64) < 0.9 then 'public' else 'private' end,
             now() - bench.rnd(e, 65) * interval '2 years', now() - bench.rnd(e, 65) * interval '1 year'
        from generate_series($1::bigint, $2 - 1) e,
             lateral (select floor((e / 2) * bench.rnd(e, 60))::bigint as o) x`,
  },
  {
    table: 'event_participants',
    batch: 25_000, // events
    count: (s) => s.events,
    sql: `insert into event_participants (event_id, user_id, status, created_at)
      select bench.uid('e', e), bench.uid('u', floor((e / 2) * bench.rnd(e * 8 + q, 66))::bigint),
             (array['accepted', 'accepted', 'invited', 'requested', 'declined'])[1 + floor(bench.rnd(e * 8 + q, 67) * 5)::int],
             now() - bench.rnd(e, 65) * interval '1 year'
        from generate_series($1::bigint, $2 - 1) e, generate_series(1, floor(bench.rnd(e, 68) * 5)::int) q
      on conflict do nothing`,
  },
  {
    table: 'notifications',
    batch: 10_000, // people
    count: (s) => s.people,
    // 0 to 30 a person (10 on average), some read.
    sql: `insert into notifications (user_id, type, title, body, data, read, created_at)
      select bench.uid('u', i), (array['friend_request', 'friend_accepted', 'gift_reserved', 'event_invite'])[t],
             (array['Alguien quiere ser tu amigo', 'Ya sois amigos', 'Han reservado un regalo de tu lista',
                    'Te han invitado a un evento'])[t], '', '{}'::jsonb, bench.rnd(i * 64 + n, 71) < 0.7,
             now() - bench.rnd(i * 64 + n, 72) * interval '1 year'
        from generate_series($1::bigint, $2 - 1) i, generate_series(1, floor(30 * pow(bench.rnd(i, 70), 2))::int) n,
             lateral (select 1 + floor(bench.rnd(i * 64 + n, 73) * 4)::int as t) x`,
  },
  {
    table: 'ledger_accounts',
    batch: 50_000,
    count: (s) => s.people,
    sql: `insert into ledger_accounts (id, kind, person_id, currency)
      select bench.uid('a', i), 'person_available', bench.uid('u', i), 'EUR' from generate_series($1::bigint, $2 - 1) i`,
  },
  {
    table: 'payments',
    batch: 10_000,
    count: (s) => s.payments,
    sql: `insert into payments (id, payer_id, recipient_id, amount, currency, fee, status, provider, provider_charge_id,
            message, created_at, paid_at, updated_at)
      select bench.uid('q', q), bench.uid('u', bench.payer(q)), bench.uid('u', bench.recipient(q)), a, 'EUR',
             ceil(a * 150 / 10000.0)::bigint, 'succeeded', 'test', 'bench_' || q, '¡Felicidades!', t, t, t
        from generate_series($1::bigint, $2 - 1) q,
             lateral (select 1000 + floor(bench.rnd(q, 52) * 50)::int * 100 as a,
                             now() - bench.rnd(q, 53) * interval '1 year' as t) v`,
  },
  // The ledger, as the wallet writes it: each payment's gift (clearing → recipient), then its fee (recipient →
  // fees), then the withdrawals (person → payouts); the triggers keep the balances and check every transfer.
  {
    table: 'ledger (gifts)',
    batch: 2_500,
    count: (s) => s.payments,
    sql: ledgerTransfers(
      'gift',
      `select bench.uid('q', q) as payment_id, null::uuid as payout_id, 'payment:' || bench.uid('q', q) || ':gift' as key,
              bench.uid('hub', 1) as debit, bench.uid('a', bench.recipient(q)) as credit,
              1000 + floor(bench.rnd(q, 52) * 50)::int * 100 as amount
         from generate_series($1::bigint, $2 - 1) q`,
    ),
  },
  {
    table: 'ledger (fees)',
    batch: 2_500,
    count: (s) => s.payments,
    sql: ledgerTransfers(
      'fee',
      `select bench.uid('q', q) as payment_id, null::uuid as payout_id, 'payment:' || bench.uid('q', q) || ':fee' as key,
              bench.uid('a', bench.recipient(q)) as debit, bench.uid('hub', 2) as credit,
              ceil((1000 + floor(bench.rnd(q, 52) * 50)::int * 100) * 150 / 10000.0)::bigint as amount
         from generate_series($1::bigint, $2 - 1) q`,
    ),
  },
  {
    table: 'payouts',
    batch: 10_000,
    count: (s) => s.payouts,
    // Withdrawal o is the recipient of payment 2o taking out less than that payment left them.
    sql: `insert into payouts (id, person_id, amount, fee, currency, status, provider, provider_payout_id, arrival_date, created_at)
      select bench.uid('o', o), bench.uid('u', bench.recipient(2 * o)), 500, 0, 'EUR', 'paid', 'test', 'bench_payout_' || o,
             current_date, now() - bench.rnd(2 * o, 53) * interval '1 year' + interval '1 day'
        from generate_series($1::bigint, $2 - 1) o`,
  },
  {
    table: 'ledger (payouts)',
    batch: 2_500,
    count: (s) => s.payouts,
    sql: ledgerTransfers(
      'payout',
      `select null::uuid as payment_id, bench.uid('o', o) as payout_id, 'payout:' || bench.uid('o', o) as key,
              bench.uid('a', bench.recipient(2 * o)) as debit, bench.uid('hub', 3) as credit, 500 as amount
         from generate_series($1::bigint, $2 - 1) o`,
    ),
  },
];

/** Posted transfers of one kind, two entries each, in one statement (the balance check runs at its commit). */
function ledgerTransfers(kind: string, source: string) {
  return `with src as (${source}),
    x as (insert into ledger_transfers (kind, status, key, payment_id, payout_id, posted_at)
          select '${kind}', 'posted', key, payment_id, payout_id, now() from src returning id, key)
    insert into ledger_entries (transfer_id, account_id, amount, currency)
    select x.id, v.account_id, v.amount, 'EUR' from src join x on x.key = src.key
      cross join lateral (values (src.debit, -src.amount), (src.credit, src.amount)) v(account_id, amount)`;
}

/** The accounts every transfer of the data set passes through: the provider's clearing, fees and payouts. */
async function createHubAccounts(db: pg.Client) {
  await db.query(`insert into ledger_accounts (id, kind, person_id, provider, currency, allow_negative)
    values (bench.uid('hub', 1), 'clearing', null, 'test', 'EUR', true),
           (bench.uid('hub', 2), 'fees', null, null, 'EUR', true),
           (bench.uid('hub', 3), 'payouts', null, null, 'EUR', true)
    on conflict do nothing`);
}

export type TableTiming = { table: string; rows: number; ms: number };

/** Grows the data set from `from` to `to` (both sizes; from all ones below 1 for an empty database). */
export async function grow(
  db: pg.Client,
  from: Sizes | undefined,
  to: Sizes,
  log: (line: string) => void,
): Promise<TableTiming[]> {
  await createHubAccounts(db);
  const timings: TableTiming[] = [];
  for (const step of steps) {
    const range: Range = [from ? step.count(from) : 0, step.count(to)];
    const table = step.table.split(' ')[0] as string;
    const before = await rowCount(db, table);
    const started = performance.now();
    for (let a = range[0]; a < range[1]; a += step.batch) {
      const b = Math.min(range[1], a + step.batch);
      await db.query(step.sql, step.sql.includes('$3') ? [a, b, to.products] : [a, b]);
    }
    const ms = performance.now() - started;
    const rows = (await rowCount(db, table)) - before;
    timings.push({ table: step.table, rows, ms });
    log(
      `  ${step.table.padEnd(20)} +${String(rows).padStart(9)} filas  ${(ms / 1000).toFixed(1).padStart(6)} s`,
    );
  }
  const started = performance.now();
  await db.query('vacuum analyze');
  log(
    `  ${'vacuum analyze'.padEnd(20)} ${''.padStart(16)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`,
  );
  return timings;
}

async function rowCount(db: pg.Client, table: string) {
  const t = table === 'ledger' ? 'ledger_entries' : table;
  const { rows } = await db.query(`select count(*)::bigint as n from ${t}`);
  return Number(rows[0]?.n);
}
