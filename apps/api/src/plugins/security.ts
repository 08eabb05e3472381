import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers and compression for everything we serve.
 * The CSP fits the SPA: our own scripts only; inline styles because Mantine writes
 * its CSS variables into <style> tags; images from https too, because a message
 * or a product may show a picture from its shop before we copy it.
 */
export default fp(
  async function security(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Pictures we serve may be shown by other sites' previews (shared links).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'security' },
);
