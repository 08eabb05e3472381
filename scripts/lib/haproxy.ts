/**
 * Debian's HAProxy as the cluster test's load balancer: the configuration the README shows, written for the
 * test's addresses, and its runtime socket read for each server's state (when it was marked down or up).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

export type Backend = { name: string; address: string };

/** The configuration: HTTP, health checks on /api/ready, long-lived SSE responses, retries elsewhere. */
export function haproxyConfig(opts: { bind: string; servers: Backend[]; socket: string }) {
  return `global
    maxconn 4096
    stats socket ${opts.socket} mode 600 level admin

defaults
    mode http
    option forwardfor
    # A connection refused (a host that just died) is tried again, on another server.
    retries 3
    option redispatch 1
    timeout connect 2s
    # A health check answered later than this fails. Generous: on a busy machine a tighter one took every
    # process out at once (a dead one is seen at once anyway: its connection is refused).
    timeout check 5s
    timeout http-request 10s
    timeout queue 10s
    # A realtime stream (SSE) is one long HTTP response, not an upgraded connection, so \`timeout tunnel\`
    # never applies to it: these two do, and the server's heartbeat every 25 s keeps them from firing.
    timeout client 60s
    timeout server 60s

frontend detalle
    bind ${opts.bind}
    default_backend api

backend api
    # Streams stay open: send each new connection to the server that holds the fewest.
    balance leastconn
    # A realtime stream is a response that never ends. Without this HAProxy writes each event with MSG_MORE,
    # expecting more of the body, and the kernel holds it up to 200 ms before sending it on.
    option http-no-delay
    option httpchk GET /api/ready
    http-check expect status 200
    # Down after 3 failed checks 1 s apart (a drained or dead process), up again after 2 good ones.
    default-server inter 1s fall 3 rise 2
${opts.servers.map((s) => `    server ${s.name} ${s.address} check`).join('\n')}
`;
}

export async function startHaproxy(opts: { work: string; wrap: string[]; bind: string; servers: Backend[] }) {
  const socket = join(opts.work, 'haproxy.sock');
  const config = join(opts.work, 'haproxy.cfg');
  const log = join(opts.work, 'haproxy.log');
  writeFileSync(config, haproxyConfig({ bind: opts.bind, servers: opts.servers, socket }));
  const out = openSync(log, 'a');
  const [cmd, ...args] = [...opts.wrap, '/usr/sbin/haproxy', '-db', '-f', config];
  const proc: ChildProcess = spawn(cmd as string, args, { stdio: ['ignore', out, out] });
  let exited = false;
  proc.once('exit', () => {
    exited = true;
  });

  /** Each server's status as HAProxy sees it now (`UP`, `DOWN`, `UP 1/2`…), from `show stat`. */
  async function states(): Promise<Map<string, string>> {
    const text = await new Promise<string>((resolve, reject) => {
      const conn = createConnection(socket);
      let data = '';
      conn.on('data', (chunk) => {
        data += chunk.toString();
      });
      conn.on('end', () => resolve(data));
      conn.on('error', reject);
      conn.write('show stat\n');
    });
    const [header, ...rows] = text.trim().split('\n');
    const cols = (header ?? '').replace(/^# /, '').split(',');
    const at = (name: string) => cols.indexOf(name);
    const map = new Map<string, string>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[at('pxname')] === 'api' && !['BACKEND', 'FRONTEND'].includes(cells[at('svname')] ?? ''))
        map.set(cells[at('svname')] ?? '', cells[at('status')] ?? '');
    }
    return map;
  }

  return {
    config,
    log,
    states,
    exited: () => exited,
    async stop() {
      if (exited) return;
      proc.kill('SIGKILL');
      await once(proc, 'exit');
    },
  };
}
