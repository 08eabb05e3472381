import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, createUserWithSession, testClient } from './helpers.js';

/**
 * Schema-driven fuzzing of EVERY operation of the OpenAPI document.
 *
 * For each operation it builds a plausible request from the operation's own JSON schemas (so the
 * request gets past validation into the service and the database, where 5xx come from), then
 * sends that and many broken variants: wrong types, missing and extra fields, empty and huge
 * strings, control characters, lone surrogates, RTL and emoji, negative and huge numbers, arrays
 * for objects, deep nesting, invalid JSON, wrong content types, bad `lim`/`pos`, path parameters
 * that are not ids. Signed out and signed in (a fresh person per operation, so `logout` or
 * `user/delete` cannot spoil the rest).
 *
 * It fails on any 5xx and on any answer that leaks a stack trace or SQL. Deterministic: a seeded
 * PRNG (FUZZ_SEED, default below) picks the mutations; FUZZ_CASES sets how many per operation.
 * A new route is fuzzed automatically because it appears in the OpenAPI document.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 11_2026);
const CASES = Number(process.env.FUZZ_CASES ?? 14);

/** Operations that never answer under `inject` when they succeed (a stream): fuzzed signed out only. */
const STREAMING = new Set(['GET /api/notify/stream']);

const LEAK = /at .*\.[jt]s:\d|\bselect\b.*\bfrom\b|insert into|syntax error|drizzle|postgres|pglite|stack/i;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { type: string; schema?: Schema };
  secured: boolean;
};

/** mulberry32: small, fast, good enough to pick mutations reproducibly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

const UUID_NOBODY = '0b8a3f8e-7c1d-4e2f-9a6b-5c4d3e2f1a0b';

/** Strings that have broken servers somewhere. None contains SQL words, so echoes cannot look like leaks. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(1_000_000),
  'ñ'.repeat(5000),
  '\u0000',
  'abc\u0000def',
  '\u0007\u001b[2J',
  '\ud83d',
  '\udc00abc',
  '\u202Eabc\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👨‍👩‍👧‍👦🎁🎂',
  '\t\n\r',
  "'; --",
  '" OR "1"="1',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally.
  '${jndi:ldap://x}',
  '{{7*7}}',
  '-1',
  '0',
  '1e999',
  'NaN',
  'null',
  'true',
  '9999-12-31',
  '0000-00-00',
  '2024-02-30',
  '-000001-01-01',
  '9999-12-31T23:59:59+14:00',
  '0001-01-01T00:00:00Z',
  UUID_NOBODY,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'http://127.0.0.1:1/x',
  'javascript:alert(1)',
  'a@b',
  '+34',
  'Etc/GMT+99',
];
const HOSTILE_NUMBERS = [
  -1,
  0,
  1.5,
  -2147483649,
  2147483648,
  2 ** 53,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
];

function deepNesting(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

function hostileValue(rng: Rng): unknown {
  switch (rng.int(9)) {
    case 0:
    case 1:
    case 2:
      return rng.pick(HOSTILE_STRINGS);
    case 3:
      return rng.pick(HOSTILE_NUMBERS);
    case 4:
      return rng.pick([true, false, null]);
    case 5:
      return rng.pick([[], [1, 2], [rng.pick(HOSTILE_STRINGS)], Array.from({ length: 5000 }, () => 'x')]);
    case 6:
      // Own `__proto__` / `constructor` keys, as JSON.parse makes them (prototype pollution probes).
      return rng.pick<unknown>([
        {},
        { a: 1 },
        JSON.parse('{"__proto__":{"admin":true}}'),
        JSON.parse('{"constructor":{"prototype":{"x":1}}}'),
      ]);
    case 7:
      return deepNesting(rng.pick([20, 200]));
    default:
      return rng.pick(['\u0000', 'x'.repeat(100_000), -1, 2 ** 31]);
  }
}

/** The first schema of anyOf/oneOf that is not `null`, or the schema itself. */
function concrete(schema: Schema): Schema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.find((s) => s.type !== 'null') ?? options[0] ?? {};
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf);
  return schema;
}

/** Known patterns of the contract, with a value that matches. */
const PATTERN_SAMPLES: Array<[RegExp, string]> = [
  [/A-Z\]\{3\}/, 'EUR'],
  [/\\d\{1,4\}/, '+34'],
  [/\\d\\s/, '612 345 678'],
];

/** A value that satisfies `schema` (as far as we can tell), sometimes with a real id from `ids`. */
function sample(schema: Schema, name: string, ids: string[], rng: Rng, depth = 0): unknown {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return rng.pick(s.enum);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || rng.next() < 0.7) out[key] = sample(child, key, ids, rng, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 2));
      return Array.from({ length: n }, () => sample(s.items ?? {}, name, ids, rng, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 0;
      const max = s.maximum ?? min + 100;
      return Math.min(max, Math.max(min, min + rng.int(Math.min(10, max - min + 1))));
    }
    case 'boolean':
      return rng.next() < 0.5;
    case 'null':
      return null;
    default:
      return sampleString(s, name, ids, rng);
  }
}

function sampleString(s: Schema, name: string, ids: string[], rng: Rng): string {
  if (s.format === 'uuid') return ids.length && rng.next() < 0.7 ? rng.pick(ids) : UUID_NOBODY;
  if (s.format === 'date') return rng.pick(['2027-01-12', '1990-05-01', '2200-12-31', '1900-01-01']);
  if (s.format === 'date-time') return rng.pick(['2027-01-12T18:30:00+01:00', '2200-12-31T23:59:59Z']);
  if (s.format === 'uri') return 'http://127.0.0.1:1/producto';
  if (s.format === 'email' || /email|correo/i.test(name)) return `fuzz.${rng.int(1e6)}@example.com`;
  if (s.pattern) {
    const known = PATTERN_SAMPLES.find(([p]) => p.test(s.pattern as string));
    if (known) return known[1];
  }
  if (/password|current/i.test(name)) return 'Contraseña-segura-1';
  if (/^(tz|timezone)$/.test(name)) return rng.pick(['Europe/Madrid', 'America/Bogota', 'UTC']);
  if (/^(id|userId|eventId|listId|reference_id|friend|user|a|b|participantId)$/.test(name) && ids.length) {
    return rng.pick(ids);
  }
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 40;
  const base = rng.pick(['Regalo de cumpleaños', 'Lucía', 'ñandú 🎁', 'مرحبا', 'Línea 1\nLínea 2', 'x']);
  const text = base.length >= min ? base : base.padEnd(min, 'a');
  return rng.next() < 0.2 ? 'a'.repeat(max) : text.slice(0, Math.max(max, min));
}

type Request = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** Percent-encoding that also sends lone surrogates (as the bytes a careless client would send). */
function encode(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd')).replaceAll(
      '%EF%BF%BD',
      '%ED%A0%80',
    );
  }
}

function buildUrl(op: Operation, params: Record<string, string>, query: Record<string, unknown>) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, key: string) => encode(params[key] ?? ''));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      pairs.push(
        `${encode(key)}=${encode(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))}`,
      );
    }
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

const UNSTORABLE = ['\u0000', 'a\ud800b', '\u001f'];

/** Paths of every string inside a sampled body. */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
  }
  return [];
}

function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head = '', ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}

function requestsFor(op: Operation, ids: string[], rng: Rng, cases: number, sweep: boolean): Request[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const jsonBody = op.body?.type === 'application/json' ? op.body.schema : undefined;

  const baseParams = () =>
    Object.fromEntries(pathParams.map((p) => [p.name, String(sample(p.schema, p.name, ids, rng))]));
  const baseQuery = () =>
    Object.fromEntries(
      queryParams
        .filter((p) => p.required || rng.next() < 0.6)
        .map((p) => [p.name, sample(p.schema, p.name, ids, rng)]),
    );
  const baseBody = () => (jsonBody ? sample(jsonBody, 'body', ids, rng) : undefined);
  const json = (body: unknown) =>
    body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };

  const make = (label: string, params = baseParams(), query = baseQuery(), body = baseBody()): Request => ({
    label,
    method: op.method,
    url: buildUrl(op, params, query),
    headers: json(body).headers ?? {},
    payload: json(body).payload,
  });

  const out: Request[] = [make('plausible'), make('plausible again')];
  const mutators: Array<() => Request> = [];

  for (const p of pathParams) {
    mutators.push(() => {
      const params = baseParams();
      params[p.name] = rng.pick([
        'no-es-un-id',
        '0',
        '-1',
        '1e999',
        'a'.repeat(99),
        'a'.repeat(101),
        UUID_NOBODY.toUpperCase(),
        `${UUID_NOBODY}x`,
        '\u0000',
        ' ',
        '🎁',
        "'",
        '..',
      ]);
      return make(`path ${p.name}=${JSON.stringify(params[p.name]).slice(0, 40)}`, params);
    });
  }
  for (const p of queryParams) {
    mutators.push(() => {
      const query = baseQuery();
      query[p.name] = hostileValue(rng);
      return make(`query ${p.name} hostile`, undefined, query);
    });
    mutators.push(() => {
      const query = baseQuery();
      delete query[p.name];
      return make(`query ${p.name} missing`, undefined, query);
    });
  }
  if (queryParams.some((p) => p.name === 'lim' || p.name === 'pos')) {
    mutators.push(() => {
      const query = baseQuery();
      query.lim = rng.pick(['-1', '0', '101', '1e9', 'abc', '1.5', '', ['1', '2'], '99999999999999999999']);
      query.pos = rng.pick(['-1', '1e9', '2147483648', 'abc', '1.5', '', ['0', '1'], '9007199254740993']);
      return make(`lim=${query.lim} pos=${query.pos}`, undefined, query);
    });
  }
  mutators.push(() => {
    const query = baseQuery();
    query[rng.pick(['extra', 'sea', 'lim', '__proto__', 'constructor'])] = hostileValue(rng);
    return make('query extra', undefined, query);
  });

  if (jsonBody) {
    const fields = Object.keys(concrete(jsonBody).properties ?? {});
    for (const field of fields) {
      mutators.push(() => {
        const body = (baseBody() ?? {}) as Record<string, unknown>;
        body[field] = hostileValue(rng);
        return make(`body ${field} hostile`, undefined, undefined, body);
      });
      mutators.push(() => {
        const body = (baseBody() ?? {}) as Record<string, unknown>;
        delete body[field];
        return make(`body ${field} missing`, undefined, undefined, body);
      });
    }
    mutators.push(() => {
      const body = (baseBody() ?? {}) as Record<string, unknown>;
      body[rng.pick(['extra', 'id', 'userId', 'isAdmin', 'constructor'])] = hostileValue(rng);
      return make('body extra field', undefined, undefined, body);
    });
    mutators.push(() => make('body array', undefined, undefined, [baseBody()]));
    mutators.push(() => make('body scalar', undefined, undefined, rng.pick(['texto', 42, null, true])));
  }
  // Whatever the operation, the raw body can be wrong in its own ways.
  const rawBodies: Array<[string, Record<string, string>, string | Buffer]> = [
    ['invalid JSON', { 'content-type': 'application/json' }, '{"name": "a",'],
    ['empty JSON', { 'content-type': 'application/json' }, ''],
    ['JSON null', { 'content-type': 'application/json' }, 'null'],
    ['JSON with NUL', { 'content-type': 'application/json' }, '{"name":"\\u0000"}'],
    [
      'JSON proto',
      { 'content-type': 'application/json' },
      '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
    ],
    ['text/plain', { 'content-type': 'text/plain' }, 'hola'],
    ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=a&b=c'],
    ['xml', { 'content-type': 'application/xml' }, '<a/>'],
    ['multipart garbage', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nbasura'],
    ['multipart no boundary', { 'content-type': 'multipart/form-data' }, 'basura'],
    ['bad charset', { 'content-type': 'application/json; charset=utf-7' }, '{}'],
    ['binary', { 'content-type': 'application/octet-stream' }, Buffer.from([0, 1, 2, 255])],
    ['huge JSON', { 'content-type': 'application/json' }, JSON.stringify({ name: 'x'.repeat(1_000_000) })],
    // Deeper than any parser's recursion: 40 000 levels still fit the body limit.
    ['deep arrays', { 'content-type': 'application/json' }, `${'['.repeat(40_000)}${']'.repeat(40_000)}`],
    [
      'deep objects',
      { 'content-type': 'application/json' },
      `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}`,
    ],
  ];
  mutators.push(() => {
    const [label, headers, payload] = rng.pick(rawBodies);
    return { label, method: op.method, url: buildUrl(op, baseParams(), baseQuery()), headers, payload };
  });
  mutators.push(() => ({
    label: 'bad header values',
    method: op.method,
    url: buildUrl(op, baseParams(), baseQuery()),
    headers: {
      'x-request-id': '\u00ff'.repeat(10),
      'accept-language': 'x'.repeat(4000),
      accept: 'text/html',
    },
  }));

  for (let i = 0; i < cases && mutators.length; i++) out.push(rng.pick(mutators)());

  // And a sweep, not left to chance: text PostgreSQL cannot store, in every string the call takes.
  if (sweep) {
    for (const bad of UNSTORABLE) {
      for (const p of [...pathParams, ...queryParams]) {
        const params = baseParams();
        const query = baseQuery();
        if (p.in === 'path') params[p.name] = bad;
        else query[p.name] = bad;
        out.push(make(`${p.in} ${p.name}=${JSON.stringify(bad)}`, params, query));
      }
      const body = baseBody();
      for (const path of stringLeaves(body)) {
        out.push(
          make(`body ${path.join('.')}=${JSON.stringify(bad)}`, undefined, undefined, setAt(body, path, bad)),
        );
      }
    }
  }
  return out;
}

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: Schema }> };
        security?: Array<Record<string, unknown>>;
      };
      const [type, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: type ? { type, schema: content?.schema } : undefined,
        // `[{}, { typeToken: [] }]` is an optional session (app.identify): fuzzed signed out in full.
        secured: Boolean(op.security?.length) && (op.security ?? []).every((r) => Object.keys(r).length > 0),
      });
    }
  }
  return ops;
}

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

it('no operation answers a 5xx or leaks internals, whatever it is sent', async () => {
  const app = t.app;
  const doc = app.swagger() as unknown as Parameters<typeof operations>[0];
  const ops = operations(doc);
  expect(ops.length).toBeGreaterThan(90);

  // Real things to point at, so id-taking calls reach their queries: a list, a gift, an event, a friend.
  const owner = await createUserWithSession(app, { name: 'Dueña', lastname: 'Fuzz' });
  const friend = await createUserWithSession(app, { name: 'Amiga', lastname: 'Fuzz' });
  const { as, befriend } = testClient(() => app);
  await befriend(owner, friend);
  const list = (
    await as(owner, 'POST', '/api/list/save', { name: 'Lista fuzz', visibility: 'public' })
  ).json().data;
  const gift = (
    await as(owner, 'POST', '/api/list/gift/save', { listId: list.id, product: { name: 'Regalo fuzz' } })
  ).json().data;
  const event = (
    await as(owner, 'POST', '/api/event/save', { name: 'Evento fuzz', startsAt: '2027-01-12T18:30:00+01:00' })
  ).json().data;
  const ids = [owner.user.id, friend.user.id, list?.id, gift?.id, gift?.product?.id, event?.id].filter(
    (id): id is string => typeof id === 'string',
  );
  expect(ids.length).toBe(6);

  const rng = prng(SEED);
  const failures: string[] = [];
  let sent = 0;
  const statuses = new Map<number, number>();
  const slowest = new Map<string, number>();
  for (const op of ops) {
    const key = `${op.method} ${op.path}`;
    const runs: Array<{ who: string; signedIn: boolean; cases: number }> = [
      // Signed out, a protected call stops at authentication: a few cases are enough there.
      { who: 'signed out', signedIn: false, cases: op.secured ? 3 : CASES },
    ];
    if (!STREAMING.has(key)) runs.push({ who: 'signed in', signedIn: true, cases: CASES });
    for (const run of runs) {
      const token = run.signedIn ? (await createUserWithSession(app)).token : undefined;
      for (const req of requestsFor(op, ids, rng, run.cases, run.signedIn || !op.secured)) {
        sent++;
        const started = performance.now();
        const res = await app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: { ...req.headers, ...(token ? { 'type-token': token } : {}) },
          payload: req.payload,
        });
        // Error answers must not show internals; successful ones may echo what was saved.
        slowest.set(key, (slowest.get(key) ?? 0) + performance.now() - started);
        const leak = res.statusCode >= 400 ? LEAK.exec(res.body) : null;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500 || leak) {
          failures.push(
            `${key} [${run.who}] ${req.label}: ${res.statusCode}${leak ? ` leaks "${leak[0]}"` : ''} ` +
              `url=${req.url.slice(0, 120)} body=${String(req.payload ?? '').slice(0, 120)} → ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(ops.length * CASES);
  // Plausible requests must get through validation, or the fuzzing never reaches the database.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(sent / 10);
  if (process.env.FUZZ_STATS) {
    const top = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(
      Object.fromEntries(statuses),
      `${sent} requests`,
      top.map(([k, ms]) => `${k} ${Math.round(ms)} ms`),
    );
  }
  // Reproduce one with FUZZ_SEED (and FUZZ_CASES) as printed here.
  expect(failures, `seed ${SEED}, ${CASES} cases per operation, ${sent} requests`).toEqual([]);
}, 600_000);
