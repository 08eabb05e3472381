import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEAD_SCRIPT } from '@detalle/contract';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers and compression for everything we serve.
 *
 * Two sets. Documents (the SPA's pages, `/api/docs`, the dev outbox, PDFs, files, anything that is not JSON) get
 * helmet's whole set with the CSP below. JSON answers of `/api` get a short set, `API_HEADERS`: a browser never
 * renders them as a page, so what they need is not to be sniffed into one (`nosniff`), to run nothing and be framed
 * by nobody if opened anyway (`default-src 'none'; frame-ancestors 'none'`) and not to be read by other sites'
 * pages (CORP). The rest of the set (Permissions-Policy, COOP, X-Frame-Options…) only means something for a
 * document, and writing it on every answer costs about ten headers per request.
 * The CSP fits the SPA: our own scripts only; inline styles because Mantine writes
 * its CSS variables into <style> tags; images from https too, because a message
 * or a product may show a picture from its shop before we copy it.
 *
 * The headers are computed once (helmet's choices, written into a plain map) so the very
 * same set goes on every answer: routes, 404s, Fastify's own errors (bad URL encoding,
 * over-long parameters) and even the raw answers written before a request exists (431,
 * malformed HTTP), see `error-handler.ts`.
 */
export type SecurityOptions = { google: boolean; facebook: boolean; stripe: boolean };
export type SecurityHeaders = Readonly<Record<string, string>>;

/** The social sign-in SDKs load from their providers, only when that sign-in is configured. */
const GOOGLE = { script: 'https://accounts.google.com/gsi/client', frame: 'https://accounts.google.com' };
const FACEBOOK = { script: 'https://connect.facebook.net', frame: 'https://www.facebook.com' };
/**
 * Stripe.js and its Payment Element, only when Stripe is the payment provider (Stripe's integration security
 * guide lists these): the script and its frames come from js.stripe.com and its subdomains, 3-D Secure and
 * redirect-based steps open frames on hooks.stripe.com, and Stripe.js calls api.stripe.com. Stripe's list also
 * has maps.googleapis.com, needed only by its Address Element, which we do not use.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Sent only on requests that arrived over HTTPS (see `TRUST_PROXY`): over plain HTTP it means nothing or worse. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the app never uses are switched off for us and anything we embed.
 * Photos come from `<input type="file" accept="image/*">`, which needs no camera permission;
 * payment stays allowed for our own origin (card forms) and, with Stripe, for Stripe.js's frames (the Payment
 * Element offers Apple Pay and Google Pay through the Payment Request API); clipboard and Web Share are left alone.
 */
const permissionsPolicy = (opts: SecurityOptions) =>
  [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    opts.stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=(self)',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', ');

/** The page's one inline script (`HEAD_SCRIPT`: colour scheme, no native form submission), allowed by its hash alone. */
const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

function helmetOptions(opts: SecurityOptions): HelmetOptions {
  const scriptSrc = ["'self'", HEAD_SCRIPT_HASH];
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
  if (opts.stripe) {
    scriptSrc.push(...STRIPE.script);
    frameSrc.push(...STRIPE.frame);
    connectSrc.push(...STRIPE.connect);
  }
  return {
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
    // Added per request, only over HTTPS.
    strictTransportSecurity: false,
  };
}

/** Every header helmet would set, as a plain map (names in lower case), plus our Permissions-Policy. */
export function buildSecurityHeaders(opts: SecurityOptions): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(opts))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  headers['permissions-policy'] = permissionsPolicy(opts);
  return Object.freeze(headers);
}

/** The short set for JSON answers (see the top of this file). HSTS is added over HTTPS, as for documents. */
export const API_HEADERS: SecurityHeaders = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-site',
});

/** Requests that start with the short set: the API's calls, but not its HTML documentation. */
const startsAsJson = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/** A set's names and values, listed once per set (not by `Object.entries` on every answer). */
const entriesOf = new WeakMap<SecurityHeaders, ReadonlyArray<readonly [string, string]>>();
function entries(headers: SecurityHeaders) {
  let list = entriesOf.get(headers);
  if (!list) {
    list = Object.entries(headers);
    entriesOf.set(headers, list);
  }
  return list;
}

export function applySecurityHeaders(res: ServerResponse, headers: SecurityHeaders, https: boolean) {
  if (res.headersSent) return;
  for (const [name, value] of entries(headers)) res.setHeader(name, value);
  if (https) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/** While the server closes (`buildApp`): whether it is closing now, and the answer to a request that arrives then. */
export type WhileClosing = { now: () => boolean; refuse: (reply: FastifyReply) => void };

export default fp<{ headers: SecurityHeaders; whileClosing?: WhileClosing }>(
  async function security(app: FastifyInstance, opts) {
    const closing = opts.whileClosing;
    // What every answer carries, in one hook each for the request and the answer (each hook costs every request a
    // step of Fastify's hook runner, a visible share of a small answer's CPU: docs/performance.md).
    // On the raw response, as helmet does: hijacked answers (the realtime stream) get them too,
    // and a route's own `reply.header(...)` still wins (writeHead merges over setHeader).
    // Callback style: an async hook costs a promise and a microtask on every answer.
    app.addHook('onRequest', (request, reply, done) => {
      const headers = startsAsJson(request.url) ? API_HEADERS : opts.headers;
      applySecurityHeaders(reply.raw, headers, request.protocol === 'https');
      reply.raw.setHeader('x-request-id', request.id);
      // A request that arrives once closing has begun goes to another process (or a retry): answered, not `done()`.
      if (closing?.now()) {
        closing.refuse(reply);
        return;
      }
      done();
    });
    // An /api answer that turns out not to be JSON (a PDF, a CSV, the dev outbox's page) gets the whole set: the
    // short one's names are all in it, so nothing of the short set is left behind. While closing, answers in
    // flight tell the client to drop its keep-alive connection.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (startsAsJson(request.url) && !isJson(reply.getHeader('content-type')))
        applySecurityHeaders(reply.raw, opts.headers, false);
      if (closing?.now()) reply.header('connection', 'close');
      done(null, payload);
    });
    // Fastify reads no body for GET or HEAD, so there is nothing to decompress there: those routes go without the
    // plugin's request-decompression hook (it ran on every request). A route's own `decompress` setting wins.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD'))
        route.decompress = false;
    });
    // Answers of 1 KB and more are compressed when the client accepts it. A route whose answer is always a few
    // bytes may say `compress: false` to skip the plugin's two per-request hooks (the health check does).
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'security' },
);
