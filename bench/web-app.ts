// The built app as `npm start` serves it, on its own port and a throwaway DATA_DIR, with a person who has a
// public event and a shared list, and the demo catalogue's verified ONG: what `bench/web.ts` (Lighthouse),
// `bench/web-bytes.ts` (bytes before the first paint) and `bench/inp.ts` (a tap's next paint) open.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const port = Number(process.env.BENCH_WEB_PORT ?? 4391);
export const base = `http://127.0.0.1:${port}`;

/** What a person who signed in has in storage (as the app stores it), without the prompts that cover the page. */
export type Session = { token: string; user: Record<string, unknown> };

/** POST to the API as the app does (`Type-token`), returning the envelope's `data`; shared with `bench/api.ts`. */
export async function postApi(
  baseUrl: string,
  path: string,
  body: unknown,
  token = '',
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Type-token': token },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

const call = (path: string, body: unknown, token = '') => postApi(base, path, body, token);

async function firstDefaultImage(kind: 'event' | 'list'): Promise<string | undefined> {
  const res = await fetch(`${base}/api/configuracion/${kind}DefaultImage`);
  const { data } = (await res.json()) as { data: { url: string }[] };
  return data[0]?.url;
}

/** A person with a public event and a public list with a few gifts from the demo catalogue, made through the API. */
export async function seed() {
  const user = await call('/person/save', {
    name: 'Lucía',
    lastname: 'Medina',
    email: `lucia.${process.pid}@example.com`,
    password: 'medir-sin-prisa-2027',
  });
  const token = String(user.token);
  const event = await call(
    '/event/save',
    {
      name: 'Cumpleaños de Lucía',
      description: 'Merienda en el parque y regalos para todos los gustos.',
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      place: 'Parque del Retiro, Madrid',
      image: await firstDefaultImage('event'),
      visibility: 'public',
    },
    token,
  );
  const list = await call(
    '/list/save',
    { name: 'Ideas para Lucía', visibility: 'public', image: await firstDefaultImage('list') },
    token,
  );
  const products = await fetch(`${base}/api/product/getPagination?lim=8&pos=0`).then(
    async (r) => ((await r.json()) as { data: { list: { id: string }[] } }).data.list,
  );
  for (const product of products)
    await call('/list/gift/save', { listId: list.id, productId: product.id }, token);
  const session: Session = { token, user: { ...user, confirmed: true } };
  const login = { email: String(user.email), password: 'medir-sin-prisa-2027' };
  return { session, login, eventId: String(event.id), listId: String(list.id), ongId: await demoOngId() };
}

export type Seeded = Awaited<ReturnType<typeof seed>>;

/** The demo catalogue's verified ONG (`DEMO_DATA`), the first in the public listing. */
async function demoOngId(): Promise<string> {
  const res = await fetch(`${base}/api/ong/list`);
  const { data } = (await res.json()) as { data: { list: { id: string }[] } };
  const id = data.list[0]?.id;
  if (!id) throw new Error('the demo data has no verified ONG');
  return id;
}

function startApp(dataDir: string): ChildProcess {
  // `npm start` without its build step (done above): the same server, on our port and folder.
  return spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Up to 5 minutes: the first start migrates and loads the demo catalogue, slow on a busy machine. */
async function waitFor(url: string, app: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    // Another server on the port would answer instead of ours: measure only the one started here.
    if (app.exitCode !== null) throw new Error(`the app stopped (exit code ${app.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Another bench's app on our port would answer our health check before ours failed to listen, and be measured
 * instead (another build): refuse to start then.
 */
async function portIsFree() {
  const answered = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new Error(`${base} ya responde: otra app usa el puerto ${port} (elige otro con BENCH_WEB_PORT)`);
}

export type BenchPage = { name: string; path: string; session: Session | null };

/** The four pages of the first-visit goal (docs/performance.md): two a guest opens from a link, the login and a signed-in person's home. */
export function benchPages(s: Seeded): BenchPage[] {
  return [
    { name: 'login', path: '/login', session: null },
    { name: 'evento (sin sesión)', path: `/evento/${s.eventId}`, session: null },
    // The link a list's owner shares.
    { name: 'lista compartida (sin sesión)', path: `/regalar?lista=${s.listId}`, session: null },
    { name: 'home (con sesión)', path: '/home', session: s.session },
  ];
}

/** A verified ONG's page as a guest opens it (its «Donar»), beside the four pages of the goal. */
export const ongPage = (s: Seeded): BenchPage => ({
  name: 'ONG (sin sesión)',
  path: `/ong/${s.ongId}`,
  session: null,
});

/** Builds if stale, starts the app with the demo catalogue, seeds it and runs `use`; stops the app after. */
export async function withBenchApp<T>(use: (pages: BenchPage[], seeded: Seeded) => Promise<T>): Promise<T> {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  await portIsFree();
  const dataDir = mkdtempSync(join(tmpdir(), 'detalle-bench-web-'));
  const app = startApp(dataDir);
  try {
    await waitFor(`${base}/api/health`, app);
    const seeded = await seed();
    return await use(benchPages(seeded), seeded);
  } finally {
    app.kill('SIGTERM');
    if (app.exitCode === null && app.signalCode === null) await new Promise((r) => app.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
