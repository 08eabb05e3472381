import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready:\n${output()}`);
}

export type ServerProcess = { baseURL: string; serverLog: string; stop(): Promise<void> };

/**
 * Starts a Detalle server process (`args` after node: the production bundle, or a
 * test entry) on a free port with a fresh data dir, no SMTP, no PostgreSQL or Redis,
 * and waits until it is ready. Its log (pino JSON lines) goes to `serverLog`.
 */
export async function startServerProcess(
  args: string[],
  /** Settings on top, e.g. `SMTP_URL` for a spec that reads its e-mails from a real SMTP server. */
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'detalle-e2e-'));
  const logDir = mkdtempSync(join(tmpdir(), 'detalle-e2e-log-'));
  const serverLog = join(logDir, 'server.log');
  const logFile = createWriteStream(serverLog, { flags: 'a' });
  const baseURL = `http://127.0.0.1:${port}`;
  // No SMTP: e-mails stay in the outbox and their links go to the log, where specs read them.
  const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, S3_URL: _s3, ...env } = process.env;
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PUBLIC_URL: baseURL,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept in memory only until the server is up, to explain a failed start; then only in the file.
  let starting = true;
  const collect = (d: Buffer) => {
    if (starting) log += d;
    logFile.write(d);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitUntilReady(baseURL, child, () => log);
  starting = false;
  log = '';
  return {
    baseURL,
    serverLog,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      await new Promise((r) => logFile.end(r));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}
