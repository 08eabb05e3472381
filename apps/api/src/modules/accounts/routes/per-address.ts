import type { FastifyRequest } from 'fastify';
import type { Limit } from '../../../plugins/rate-limit.js';

/** Per-address limits, on top of the per-account ones inside the service. */
export const perIp = (name: string, limit: Limit) => async (request: FastifyRequest) => {
  await request.server.rateLimit.hit(`${name}:ip:${request.address}`, limit);
};

export const userAgent = (r: FastifyRequest) => r.headers['user-agent'];
export const client = (r: FastifyRequest) => ({ ip: r.address, userAgent: userAgent(r) });
