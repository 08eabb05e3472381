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
export type SecurityOptions = { google: boolean; facebook: boolean };

/** The social sign-in SDKs load from their providers, only when that sign-in is configured. */
const GOOGLE = { script: 'https://accounts.google.com/gsi/client', frame: 'https://accounts.google.com' };
const FACEBOOK = { script: 'https://connect.facebook.net', frame: 'https://www.facebook.com' };

export default fp<SecurityOptions>(
  async function security(app: FastifyInstance, opts) {
    const scriptSrc = ["'self'"];
    const frameSrc: string[] = [];
    const connectSrc = ["'self'"];
    const styleSrc = ["'self'", "'unsafe-inline'"];
    if (opts.google) {
      scriptSrc.push(GOOGLE.script);
      frameSrc.push(GOOGLE.frame);
      connectSrc.push(GOOGLE.frame);
      styleSrc.push('https://accounts.google.com/gsi/style');
    }
    if (opts.facebook) {
      scriptSrc.push(FACEBOOK.script);
      frameSrc.push(FACEBOOK.frame);
      connectSrc.push(FACEBOOK.frame, 'https://graph.facebook.com');
    }
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          styleSrc,
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc,
          frameSrc: frameSrc.length ? frameSrc : ["'none'"],
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
