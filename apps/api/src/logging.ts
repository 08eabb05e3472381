import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type LogStream = { write(line: string): void };

/**
 * What the logs may say. Two defences, both applied to every log line whoever writes it:
 *
 * 1. Errors go through `serializeError`. A failed query's error (Drizzle's `DrizzleQueryError`)
 *    carries every parameter in its message, its stack and its `params`; the driver's error under
 *    `cause` carries the row in `detail` ("Key (email)=(…) already exists") and, for a bad value,
 *    the value in its message. None of that may reach the log: what stays is the SQL text with its
 *    `$1` placeholders, the SQLSTATE code, the constraint and table names, and the stack frames.
 * 2. `redact` hides secrets and personal fields by name, at the top level and one level down,
 *    should a module ever log a body or a row by mistake.
 */
const SECRET_FIELDS = [
  'password',
  'repassword',
  'current',
  'passwordHash',
  'hash',
  'token',
  'accessToken',
  'idToken',
  'refreshToken',
  'tokenHash',
  'secret',
  'recoveryCode',
  'taxId',
  'resetToken',
  'email',
  'mobile',
  'phone',
  'codephone',
  'birthday',
  'lastname',
  'fullName',
  'address',
  'params',
  'detail',
  // Whole request bodies and query strings (a recovery `code`, a search for an e-mail), should one be logged.
  'body',
  'payload',
  'query',
  'p256dh',
  'auth',
  // Money: a card's number and CVC (test mode only ever receives one), bank accounts, provider secrets.
  'number',
  'cvc',
  'account',
  'iban',
  'ibanCompact',
  'holder',
  'bizumPhone',
  'guestEmail',
  'payerEmail',
  'instructions',
  'clientSecret',
];

export const REDACT_PATHS = [
  'req.headers["type-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-signature"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** Class 22 (data exception) messages quote the refused value: `invalid input syntax for type uuid: "…"`. */
const QUOTED = /"[^"]*"/g;

/** The shape pino expects from an `err` serializer. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

function scrubText(text: string, code: unknown) {
  const withoutParams = text.replace(PARAMS_IN_TEXT, '\nparams: [oculto]');
  return typeof code === 'string' && code.startsWith('22')
    ? withoutParams.replace(QUOTED, '"[oculto]"')
    : withoutParams;
}

/** An error as the logs may show it (see above). Causes are followed a few levels down. */
export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) {
    const plain = (value && typeof value === 'object' ? value : { message: value }) as Record<
      string,
      unknown
    >;
    const code = typeof plain.code === 'string' ? plain.code : undefined;
    return {
      type: 'Object',
      message: scrubText(String(plain.message ?? ''), code),
      stack: '',
      ...(code ? { code } : {}),
    };
  }
  const err = value as Error & Record<string, unknown>;
  const code = typeof err.code === 'string' ? err.code : undefined;
  const out: LoggedError = {
    type: err.name,
    message: scrubText(err.message, code),
    stack: err.stack ? scrubText(err.stack, code) : '',
  };
  if (code) out.code = code;
  for (const key of ['constraint', 'table', 'column', 'severity', 'statusCode'] as const) {
    if (typeof err[key] === 'string' || typeof err[key] === 'number') out[key] = err[key];
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/**
 * For a person at a terminal (`npm start`): pino-pretty draws each line for reading (time, level, message, the
 * fields below it) instead of JSON. It runs as a pino transport, after redaction and the serializers above, so it
 * shows exactly what the JSON would carry. Only when stdout is a terminal: a file, a pipe or a log collector
 * always gets one JSON object per line.
 */
const PRETTY = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', colorize: true },
};

/** A request that succeeds but takes longer than this is logged at `info` all the same. */
export const SLOW_REQUEST_MS = 1000;

/**
 * What a request writes to the log (JSON, production). Fastify's default is two lines at `info` for every request
 * ("incoming request", "request completed"): writing them costs more than answering a small read does. Instead,
 * one line when the request completes, at `info` only when it is worth reading: a failed answer (4xx, 5xx), an
 * error, or a slow request; a quick success is at `debug` (`LOG_LEVEL=debug` shows every request, as before).
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const notable = reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS;
    const level = notable ? 'info' : 'debug';
    // Nothing built for a line that would not be written (a quick success at the production level).
    const log = reply.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled && !log.isLevelEnabled(level)) return;
    // The one line says it all: method and path (the `req` serializer drops the query), status and time.
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * At a terminal, Fastify's two `info` lines per request ("incoming request", "request completed") drown what a
 * person needs to read: one line per request instead, at `debug` (`LOG_LEVEL=debug` shows them). Failed requests
 * are logged as before (Fastify's "request errored", our error handler's lines).
 */
export class TerminalLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.debug(
      `${request.method} ${loggablePath(request.url)} → ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`,
    );
  }
}

/**
 * The part of a request's address that may be logged: the path without its query string (searches carry
 * names, e-mails, phones), and without the token of a calendar address (`/api/calendar/<token>.ics`).
 */
export const loggablePath = (url: string | undefined) =>
  url?.split('?')[0]?.replace(/^\/api\/calendar\/[^/]+$/, '/api/calendar/[oculto]');

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * Fastify's `childLoggerFactory`: a request's logger (pino's child with its `reqId`) is made only when the request
 * first logs at a level that is on. Making it on every request is a noticeable share of a plain answer's CPU, most of
 * it redaction (the `*.field` paths run over the child's bindings); successes log at `debug` (RequestLogController),
 * so with the production level most requests never need it. Once made it is the very child pino would have given
 * (same bindings, redaction, serializers). A route with a `logLevel` of its own gets its child at once.
 */
export function lazyChildLogger(
  this: unknown,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  const enabled = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  if (opts.level || typeof enabled !== 'function') return logger.child(bindings, opts);
  return new LazyChildLogger(logger, bindings, opts) as unknown as FastifyBaseLogger;
}

/**
 * The logger `lazyChildLogger` hands out: one small object per request, its methods on the prototype rather than a set
 * of closures per request.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}

  private child_(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.opts);
    return this.made;
  }

  /** Whether a line at `level` would be written: the parent's level until the child exists, then the child's. */
  isLevelEnabled(level: string): boolean {
    const logger = (this.made ?? this.parent) as unknown as { isLevelEnabled(level: string): boolean };
    return logger.isLevelEnabled(level);
  }

  private write(level: (typeof LEVELS)[number], args: unknown[]) {
    if (this.made || this.isLevelEnabled(level))
      (this.child_()[level] as (...a: unknown[]) => void).apply(this.made, args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, opts?: ChildLoggerOptions) {
    return this.child_().child(bindings, opts);
  }
  get level() {
    return this.child_().level;
  }
  set level(value: string) {
    this.child_().level = value;
  }
}

/** The logger every process uses: level from LOG_LEVEL, redaction, no query strings; `pretty` for a terminal. */
export function loggerOptions(level: string, stream?: LogStream, pretty = false) {
  return {
    ...(pretty && !stream ? { transport: PRETTY } : {}),
    level,
    redact: { paths: REDACT_PATHS, censor: '[oculto]' },
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        url: loggablePath(req.url),
        reqId: req.id,
      }),
      err: (err: unknown) => serializeError(err),
      error: (err: unknown) => serializeError(err),
    },
    ...(stream ? { stream } : {}),
  };
}
