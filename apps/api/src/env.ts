import { resolve } from 'node:path';
import { z } from 'zod';
import { parseS3Url } from './storage/s3.js';

/**
 * The whole configuration, read once at start. Nothing else in the API reads
 * `process.env`: everything receives a `Config`. Each variable is documented in
 * the README's configuration table.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const booleanText = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

/**
 * Who may tell us the client's address and protocol (X-Forwarded-For / -Proto): nobody by default;
 * a number of proxies in front (`1` = one load balancer; `true` means 1), or the proxies'
 * addresses/CIDRs separated by commas (Fastify's `trustProxy`). Never "everyone": a client can
 * write any X-Forwarded-For it likes, so only the entries our own proxies appended are believed.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return 1;
    if (/^[1-9]$/.test(v)) return Number(v);
    if (/^[0-9a-fA-F.:/, ]+$/.test(v) && /[.:]/.test(v)) return v;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, the number of proxies in front (1-9), or their addresses/CIDRs separated by commas',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  // Made absolute against the working directory once here: file serving (@fastify/static) refuses a relative root.
  DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default('./data')
    .transform((dir) => resolve(dir)),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_ISSUER: optionalUrl(['http', 'https']),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_GRAPH_URL: optionalUrl(['http', 'https']),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  S3_URL: optionalUrl(['s3', 'http', 'https']).superRefine((value, ctx) => {
    if (!value) return;
    try {
      parseS3Url(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  /** Stripe (all three, or none for the test-mode provider). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe SDK sends its calls (default Stripe's API); tests point it at a local stand-in. */
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  /**
   * MercadoPago (all six, or none): the platform's access token and public key, the webhook's secret signature
   * ("Tus integraciones" → Webhooks), the application's client id and secret, for the recipients' OAuth, and
   * `MERCADOPAGO_TOKEN_KEY` below. When set, MercadoPago is offered besides the main provider.
   */
  MERCADOPAGO_ACCESS_TOKEN: optionalText,
  MERCADOPAGO_PUBLIC_KEY: optionalText,
  MERCADOPAGO_WEBHOOK_SECRET: optionalText,
  MERCADOPAGO_CLIENT_ID: optionalText,
  MERCADOPAGO_CLIENT_SECRET: optionalText,
  /**
   * The key that encrypts the recipients' MercadoPago tokens at rest (AES-256-GCM, the key derived from this by
   * HKDF-SHA256): 32 random bytes or more, written as text (`openssl rand -base64 32`). A setting of its own, not
   * the client secret: renewing the secret at MercadoPago (as after a leak) must not make every stored connection
   * unreadable, and the key may be kept apart from the API credentials. Changing it disconnects everyone.
   */
  MERCADOPAGO_TOKEN_KEY: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'MERCADOPAGO_TOKEN_KEY: at least 32 characters (openssl rand -base64 32)',
  }),
  /**
   * The least time between two requests of ours to one shop's host (the price refresh, background scans), across
   * every process: 2 s unless set, so a 50-link import of one shop reads in under two minutes. At least 100 ms (tests); shops are never hammered.
   */
  SHOP_PACE_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: booleanText(true),
  TRUST_PROXY: trustProxy,
  /**
   * On SIGTERM, how long `/api/ready` answers 503 while the process still serves, before its realtime streams end
   * and it closes: what a load balancer needs to stop sending it anything (its check interval × the failures it
   * waits for). 0 (the default, one process alone) closes at once.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Only `production` matters: it turns off the development outbox page whatever else is set. */
  NODE_ENV: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  /** PUBLIC_URL without a trailing slash, or http://localhost:PORT when unset. */
  publicUrl: string;
  /**
   * The operator page listing the outbox (`/api/dev/outbox`): e-mails that never leave this machine, with their
   * links and codes. Only for a developer's own copy: no SMTP_URL, demo data on, PUBLIC_URL unset or on this
   * machine (localhost, 127.0.0.1, [::1]) and NODE_ENV not `production`. Any one of them missing turns it off.
   * When on, it still answers only connections from this machine (`dev-outbox/routes.ts`): HOST is 0.0.0.0.
   */
  devOutbox: boolean;
};

/** MercadoPago's settings: all of them, or none. */
export const MERCADOPAGO_SETTINGS = [
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_PUBLIC_KEY',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'MERCADOPAGO_CLIENT_ID',
  'MERCADOPAGO_CLIENT_SECRET',
  'MERCADOPAGO_TOKEN_KEY',
] as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida / invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const cfg = parsed.data;
  const problems: string[] = [];
  if (Boolean(cfg.VAPID_PUBLIC_KEY) !== Boolean(cfg.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both or neither');
  }
  if (Boolean(cfg.FACEBOOK_APP_ID) !== Boolean(cfg.FACEBOOK_APP_SECRET)) {
    problems.push('FACEBOOK_APP_ID / FACEBOOK_APP_SECRET: set both or neither');
  }
  const stripe = [cfg.STRIPE_SECRET_KEY, cfg.STRIPE_PUBLISHABLE_KEY, cfg.STRIPE_WEBHOOK_SECRET].filter(
    Boolean,
  ).length;
  if (stripe !== 0 && stripe !== 3) {
    problems.push(
      'STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY / STRIPE_WEBHOOK_SECRET: set all three or none',
    );
  }
  const mercadoPago = MERCADOPAGO_SETTINGS.filter((name) => Boolean(cfg[name])).length;
  if (mercadoPago !== 0 && mercadoPago !== MERCADOPAGO_SETTINGS.length) {
    problems.push(`${MERCADOPAGO_SETTINGS.join(' / ')}: set all six or none`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, '');
  const devOutbox =
    !cfg.SMTP_URL &&
    cfg.DEMO_DATA &&
    cfg.NODE_ENV !== 'production' &&
    LOCAL_HOSTS.has(new URL(publicUrl).hostname);
  return { ...cfg, publicUrl, devOutbox };
}
