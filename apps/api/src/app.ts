import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { Config } from './env.js';
import { lazyChildLogger, loggerOptions, RequestLogController, TerminalLogController } from './logging.js';
import accountRoutes from './modules/accounts/routes/index.js';
import type { SmsProvider } from './modules/accounts/sms.js';
import calendarRoutes from './modules/calendar/routes/index.js';
import catalogueRoutes from './modules/catalogue/routes/index.js';
import coOwnerRoutes from './modules/co-owners/routes.js';
import dependentRoutes from './modules/dependents/routes.js';
import devOutboxRoutes, { DEV_OUTBOX_PATH } from './modules/dev-outbox/routes.js';
import { directTransferRoutes } from './modules/direct-transfers/index.js';
import { donationRoutes } from './modules/donations/index.js';
import drawRoutes from './modules/draws/routes/index.js';
import eventRoutes from './modules/events/routes/index.js';
import favoriteRoutes from './modules/favorites/routes/index.js';
import fileRoutes from './modules/files/routes.js';
import friendRoutes from './modules/friends/routes/index.js';
import giftRoutes from './modules/gifts/routes/index.js';
import { linkPreview } from './modules/giving/preview.js';
import givingRoutes from './modules/giving/routes/index.js';
import householdRoutes from './modules/households/routes.js';
import importRoutes from './modules/imports/routes.js';
import listRoutes from './modules/lists/routes/index.js';
import notificationsPlugin from './modules/notifications/plugin.js';
import notificationRoutes from './modules/notifications/routes/index.js';
import ongRoutes from './modules/ongs/routes/index.js';
import {
  extraProvidersFor,
  type MercadoPagoProviderOptions,
  type PaymentProvider,
  PaymentProviders,
  paymentProviderFor,
  paymentsPlugin,
} from './modules/payments/index.js';
import profileRoutes from './modules/profile/routes/index.js';
import reminderRoutes from './modules/reminders/routes.js';
import reportRoutes from './modules/reports/routes.js';
import scanRoutes from './modules/scan/routes.js';
import { scanProductPaced } from './modules/scan/service.js';
import settingsRoutes from './modules/settings/routes.js';
import specialDateRoutes from './modules/special-dates/routes/index.js';
import systemRoutes from './modules/system/routes.js';
import thanksRoutes from './modules/thanks/routes/index.js';
import userRoutes from './modules/users/routes.js';
import { walletRoutes } from './modules/wallet/index.js';
import { webDistDir, webSsrDir } from './paths.js';
import auth from './plugins/auth.js';
import database, { openMigratedDatabase } from './plugins/database.js';
import docs from './plugins/docs.js';
import drain from './plugins/drain.js';
import errorHandler, {
  clientErrorHandler,
  frameworkErrorHandler,
  sendError,
} from './plugins/error-handler.js';
import jobs from './plugins/jobs.js';
import mailer from './plugins/mailer.js';
import { loadPageRenderer, type PageRenderer } from './plugins/page-render.js';
import rateLimit from './plugins/rate-limit.js';
import realtime from './plugins/realtime.js';
import redis from './plugins/redis.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import security, {
  buildSecurityHeaders,
  type SecurityHeaders,
  type WhileClosing,
} from './plugins/security.js';
import staticFiles from './plugins/static-files.js';
import storage from './plugins/storage.js';

export type AppOptions = {
  config: Config;
  /** Tests: a throwaway in-memory PGlite instead of DATA_DIR/db (ignored when DATABASE_URL is set). */
  inMemoryDb?: boolean;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDir?: string;
  /**
   * server.ts: load the web app's server render when the server starts listening, not on the first page
   * asked for (its first visitor would wait for the import). Tests leave it to load on demand.
   */
  warmPages?: boolean;
  /** How recovery codes reach phones; the default writes them to the log (README: plugging a provider). */
  sms?: SmsProvider;
  /** Tests: a payment provider of their own (default: Stripe when configured, else the test mode). */
  payments?: PaymentProvider;
  /** Providers besides the main one (MercadoPago), for the ways only they offer (default: from the settings). */
  extraPayments?: PaymentProvider[];
  /** Tests: how the MercadoPago provider built from the settings calls MercadoPago (the stand-in's `apiUrl`). */
  mercadoPago?: MercadoPagoProviderOptions;
  /** Tests only, never from the environment: let the test push service listen on http://127.0.0.1. */
  allowLoopbackPush?: boolean;
  /** Tests only, never from the environment: let the scanner fetch fixture shops on http://127.x.y.z. */
  allowLoopbackFetch?: boolean;
  /** Prefix of our Redis keys and channels (default `detalle:`); tests use one per run. */
  redisPrefix?: string;
  /**
   * Tests: every answer also goes through its Zod schema, and must be written as the compiled serialiser writes it
   * (plugins/response-serializer.ts). Production writes answers with the compiled serialiser alone.
   */
  checkResponses?: boolean;
  /** Tests only: shorter server time-outs than the production ones (`SERVER_LIMITS`). */
  limits?: Partial<ServerLimits>;
  /** Tests only: where log lines go (with the production redaction and serializers). */
  logStream?: { write(line: string): void };
  /**
   * stdout is a terminal (server.ts): readable log lines instead of JSON, one line per request only at `debug`
   * (Fastify's two info lines per request drown everything else), and the outbox's e-mails drawn in a box.
   */
  terminal?: boolean;
  /** Tests: false keeps the job queue's timed jobs (the reminder scan) from running on their own; tests run them. */
  schedules?: boolean;
};

export type ServerLimits = {
  /**
   * Whole request (headers and body) must arrive within this; an 8 MB photo on a slow phone fits.
   * It only covers receiving the request: a long answer such as the realtime stream is not cut.
   */
  requestTimeoutMs: number;
  /** The headers alone must arrive within this (slow-loris). */
  headersTimeoutMs: number;
  /** An idle socket (nothing sent either way) is closed after this; the realtime stream beats every 25 s. */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is kept this long; above the 60 s idle time-out of common load balancers. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two time-outs above. */
  checkEveryMs: number;
  /** JSON bodies; uploads are multipart and capped by their own limit (8 MB, `IMAGE_MAX_BYTES`). */
  bodyLimitBytes: number;
  /**
   * The plugins (job queue, Redis, storage…) must all have started within this, or start-up fails. Migrations
   * run before them and are not counted: they take as long as they take.
   */
  pluginTimeoutMs: number;
};

export const SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 15_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  checkEveryMs: 5_000,
  bodyLimitBytes: 100 * 1024,
  // On a small, busy machine the job queue's first start (its own tables) can take a while.
  pluginTimeoutMs: 120_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The payment provider (wallet): Stripe when configured, the test mode otherwise. */
    payments: PaymentProvider;
  }
}

/** The whole application as one Fastify plugin; `buildApp` wraps it in a configured instance. */
export const app = fp(appPlugin, { name: 'detalle' });

async function appPlugin(
  fastify: FastifyInstance,
  opts: AppOptions & { database: Database; securityHeaders?: SecurityHeaders; whileClosing?: WhileClosing },
) {
  const { config } = opts;
  const filesDir = join(config.DATA_DIR, 'files');

  fastify.decorate('config', config);
  await fastify.register(errorHandler);
  await fastify.register(security, {
    headers: opts.securityHeaders ?? securityHeadersFor(config),
    whileClosing: opts.whileClosing,
  });
  await fastify.register(database, { database: opts.database });
  await fastify.register(jobs, { schedules: opts.schedules ?? true });
  await fastify.register(redis, { url: config.REDIS_URL, prefix: opts.redisPrefix });
  await fastify.register(auth);
  await fastify.register(drain);
  await fastify.register(rateLimit);
  await fastify.register(mailer, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    terminal: opts.terminal,
    outboxPage: config.devOutbox ? `${config.publicUrl}${DEV_OUTBOX_PATH}` : undefined,
  });
  await fastify.register(storage, { filesDir, s3Url: config.S3_URL });
  await fastify.register(realtime);
  await fastify.register(notificationsPlugin, { allowLoopback: opts.allowLoopbackPush });
  await fastify.register(docs, { publicUrl: config.publicUrl });
  const mainProvider = opts.payments ?? (await paymentProviderFor(config));
  fastify.decorate('payments', mainProvider);
  const extraProviders =
    opts.extraPayments ?? (await extraProvidersFor(config, () => fastify.db, opts.mercadoPago));
  fastify.decorate('paymentProviders', new PaymentProviders(mainProvider, extraProviders));
  await fastify.register(paymentsPlugin);

  await fastify.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(userRoutes);
      await api.register(catalogueRoutes);
      await api.register(accountRoutes, { sms: opts.sms });
      await api.register(profileRoutes);
      await api.register(ongRoutes);
      await api.register(reportRoutes);
      await api.register(notificationRoutes, { allowLoopbackPush: opts.allowLoopbackPush });
      await api.register(settingsRoutes, { filesDir });
      await api.register(fileRoutes);
      await api.register(friendRoutes);
      await api.register(eventRoutes);
      await api.register(specialDateRoutes);
      await api.register(drawRoutes);
      await api.register(householdRoutes);
      await api.register(calendarRoutes);
      await api.register(reminderRoutes);
      await api.register(listRoutes);
      await api.register(coOwnerRoutes);
      await api.register(dependentRoutes);
      await api.register(giftRoutes);
      await api.register(givingRoutes);
      await api.register(donationRoutes);
      await api.register(favoriteRoutes);
      await api.register(scanRoutes, { allowLoopbackFetch: opts.allowLoopbackFetch });
      await api.register(importRoutes, {
        reader: {
          readProduct: (ctx, url) => scanProductPaced(ctx, url, Boolean(opts.allowLoopbackFetch)),
        },
      });
      await api.register(walletRoutes);
      await api.register(directTransferRoutes);
      await api.register(thanksRoutes);
      if (config.devOutbox) await api.register(devOutboxRoutes);
    },
    { prefix: '/api' },
  );

  // The server's render loads on the first page asked for, and only with the app's own web build. A build
  // that fails to load (a partial deploy) means no render, never a broken page: the browser renders it.
  let renderer: Promise<PageRenderer | null> | undefined;
  const loadRenderer = () =>
    (renderer ??= loadPageRenderer(fastify, webSsrDir).catch((error: unknown) => {
      fastify.log.error({ err: error }, 'page renderer failed to load: pages are rendered by the browser');
      return null;
    }));
  await fastify.register(staticFiles, {
    webDir: opts.webDir ?? webDistDir,
    filesDir,
    preview: (path, query) => linkPreview(fastify, path, query),
    pages: opts.webDir ? undefined : () => loadRenderer(),
  });
  if (opts.warmPages && !opts.webDir) fastify.addHook('onListen', async () => void (await loadRenderer()));

  if (config.DEMO_DATA) {
    // Loaded only when wanted: a production server with DEMO_DATA=false never reads the demo catalogue.
    const { loadDemoData } = await import('./db/seed/load-demo-data.js');
    const result = await loadDemoData({ database: fastify.database, filesDir });
    if (result.loaded) fastify.log.info({ products: result.products }, 'demo data loaded');
  }
  if (config.devOutbox) {
    fastify.log.info(
      `Sin SMTP_URL: los correos (enlaces y códigos) están en ${config.publicUrl}${DEV_OUTBOX_PATH}`,
    );
  }
}

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Our own request ids: this process's random prefix and a counter (`Jx3k9QaB-1z4`). Unique across processes and
 * restarts with near certainty (48 random bits per process start). Like Fastify's own `req-N`, the counter shows how
 * many requests this process has served; that is all it tells. A UUID per request cost `randomUUID` and 22–26 more
 * bytes on every answer, a visible share of a small one.
 */
function requestIds(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}

/** The headers every answer carries, from what is configured (exported for the CSP tests). */
export function securityHeadersFor(config: Config) {
  return buildSecurityHeaders({
    google: Boolean(config.GOOGLE_CLIENT_ID),
    facebook: Boolean(config.FACEBOOK_APP_ID),
    // All three Stripe settings or none (env.ts): the secret key alone says Stripe is the provider.
    stripe: Boolean(config.STRIPE_SECRET_KEY),
  });
}

/** proxy-addr's "trust the first n hops", as a function (Fastify's types take no number). */
const trustHops = (n: number) => (_address: string, hop: number) => hop < n;

export async function buildApp(opts: AppOptions & { logger?: FastifyServerOptions['logger'] }) {
  const limits = { ...SERVER_LIMITS, ...opts.limits };
  const securityHeaders = securityHeadersFor(opts.config);
  const nextRequestId = requestIds();
  const fastify = Fastify({
    // Tokens, passwords, personal fields and query parameters never reach the logs (logging.ts).
    logger: opts.logger ?? loggerOptions(opts.config.LOG_LEVEL, opts.logStream, opts.terminal),
    // One line per request, and at `info` only when it failed or was slow (logging.ts).
    logController: opts.terminal ? new TerminalLogController() : new RequestLogController(),
    // A request's child logger is made only once it logs something (logging.ts).
    childLoggerFactory: lazyChildLogger,
    // Keep the caller's request id when it looks like one (a proxy's), otherwise make our own.
    requestIdHeader: false,
    pluginTimeout: limits.pluginTimeoutMs,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : nextRequestId();
    },
    // request.protocol and request.ip from X-Forwarded-* only when the operator says a proxy is in front.
    // A number n trusts the n hops nearest to us (the entries our own proxies appended), never the client's.
    trustProxy:
      typeof opts.config.TRUST_PROXY === 'number'
        ? trustHops(opts.config.TRUST_PROXY)
        : opts.config.TRUST_PROXY,
    // A client that sends headers and half a body, or nothing at all, does not keep its socket forever.
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http2: false,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs },
    bodyLimit: limits.bodyLimitBytes,
    // Errors raised before any hook or before a request exists: our envelope and headers too (error-handler.ts).
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    // Fastify's own 503 while closing is English text; ours is answered by the security plugin's hook (below).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(responseSerializerCompiler({ check: opts.checkResponses ?? false }));
  // While closing, answers in flight tell the client to drop its keep-alive connection (otherwise the server would
  // wait for idle sockets long after the last response), and a request that arrives then goes to another process
  // (or a retry): the security plugin's per-request hooks do both, with the request id every answer carries.
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  const whileClosing = {
    now: () => closing,
    refuse: (reply: FastifyReply) => sendError(reply.header('retry-after', '5'), 'SERVICE_UNAVAILABLE'),
  };

  const database = await openMigratedDatabase(
    { url: opts.config.DATABASE_URL, dataDir: opts.config.DATA_DIR, inMemory: opts.inMemoryDb },
    fastify.log,
  );
  await fastify.register(app, { ...opts, database, securityHeaders, whileClosing });
  return fastify;
}
