import { isIPv4 } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { latestMails, outboxPage } from './service.js';

/** Where the page lives; registered under `/api` only when `config.devOutbox` (env.ts says when). */
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket shows it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** Headers a proxy adds when it passes on someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether the request comes from a browser on this machine. The connection's own address, never `request.ip`:
 * with TRUST_PROXY set, `request.ip` is what `X-Forwarded-For` says, and anyone can send that header. A proxy
 * on this machine connects from loopback too, on behalf of whoever reached it, so a request carrying a
 * forwarding header is not taken as local either.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * The operator's view of the outbox on a developer's own copy: the confirmation and recovery
 * e-mails a newcomer needs, without digging in the log. Not part of the API: hidden from the OpenAPI document.
 * It shows every link and code (a guest's reservation and receipt links too), so it answers only a browser on
 * this machine: the server listens on every interface by default (HOST=0.0.0.0), and anyone else on the network
 * gets the 404 of an address that does not exist.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(outboxPage(await latestMails(app)));
  });
};

export default routes;
