import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.js';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'detalle-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs src/server.ts as `npm start` would run the bundle, and collects what it prints. */
function runServer(env: Record<string, string>, preload: string[] = []) {
  const { DATABASE_URL: _db, ...base } = process.env;
  const imports = preload.flatMap((file) => ['--import', file]);
  const child = spawn(process.execPath, ['--import', 'tsx', ...imports, 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...base,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async () => {
    for (let i = 0; i < 600 && !/listening at (http:\/\/[\d.:]+)/.test(output); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const m = output.match(/listening at (http:\/\/[\d.:]+)/);
    if (!m) throw new Error(`server did not start:\n${output}`);
    return m[1] as string;
  };
  return { child, exited, listening, output: () => output };
}

describe('server.ts', () => {
  it('stops with a message naming the variable when the configuration is wrong', async () => {
    const s = runServer({ PORT: 'ochenta' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/PORT/);
  });

  it('starts with a DATA_DIR relative to where it runs, as the default ./data is', async () => {
    const s = runServer({ DATA_DIR: relative(apiRoot, join(dataDir, 'relativa')) });
    const url = await s.listening();
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('serves, then on SIGTERM closes cleanly and exits 0', async () => {
    const s = runServer({});
    const url = await s.listening();
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.output()).toMatch(/closing/);
  });
});

describe('errors nobody caught', () => {
  const raiser = './test/fixtures/uncaught-on-signal.ts';
  const until = async (pred: () => boolean) => {
    for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 100));
  };

  it('a lost database connection is logged and the process goes on serving', async () => {
    const s = runServer({ UNCAUGHT_KIND: 'database' }, [raiser]);
    const url = await s.listening();
    s.child.kill('SIGWINCH');
    await until(() => (s.output().match(/carrying on/g) ?? []).length >= 2);
    expect(s.output().match(/database error outside any request; carrying on/g)).toHaveLength(2);
    expect(s.output()).not.toMatch(/closing after an error/);
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('any other error still closes the server and exits 1', async () => {
    const s = runServer({ UNCAUGHT_KIND: 'bug' }, [raiser]);
    await s.listening();
    s.child.kill('SIGWINCH');
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/closing after an error/);
    expect(s.output()).toMatch(/a bug nobody caught/);
  });
});

describe('graceful close', () => {
  it('lets a request in flight finish and refuses new connections', async () => {
    // The handler says when it has started and finishes only once closing has begun (preClose):
    // no sleep guesses how long either takes.
    let started: () => void = () => {};
    const inHandler = new Promise<void>((r) => (started = r));
    let finish: () => void = () => {};
    const finished = new Promise<void>((r) => (finish = r));
    const t = await buildTestApp({
      before(app) {
        app.get('/api/test/slow', async () => {
          started();
          await finished;
          return { data: 'terminado' };
        });
        app.addHook('preClose', async () => finish());
      },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow`);
    await inHandler;
    const closing = t.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'terminado' });
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
