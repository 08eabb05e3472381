import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export type ThrowawayRedisOptions = {
  bin?: string;
  /** 127.0.0.1 unless set (a test host's own address). */
  host?: string;
  /** A free port on 127.0.0.1 unless set. */
  port?: number;
  /** Runs redis-server under this command (`ip netns exec NAME`: on a test host of its own). */
  wrap?: string[];
};

/**
 * A redis-server of our own on a free port, without persistence, that a test may
 * stop and start at will. Never the machine's shared Redis.
 */
export async function throwawayRedis({
  bin = '/usr/bin/redis-server',
  host = '127.0.0.1',
  port: chosen,
  wrap = [],
}: ThrowawayRedisOptions = {}) {
  const port = chosen ?? (await freePort());
  let child: ChildProcess | null = null;

  async function start() {
    const [cmd, ...args] = [
      ...wrap,
      bin,
      ...['--port', String(port), '--bind', host, '--save', '', '--appendonly', 'no'],
      // Without a password Redis answers only loopback clients, unless told that this network is ours.
      ...(host === '127.0.0.1' ? [] : ['--protected-mode', 'no']),
    ];
    const proc = spawn(cmd as string, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      proc.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out.slice(-500)}`)));
    });
  }

  async function stop() {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    proc.kill('SIGKILL');
    await once(proc, 'exit');
  }

  await start();
  return { port, url: `redis://${host}:${port}`, start, stop };
}
