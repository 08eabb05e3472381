import type { Socket } from 'node:net';
import {
  type ErrorCode,
  type ErrorEnvelope,
  errorCatalogue,
  type FieldError,
  findUnsafeText,
  UNSAFE_TEXT_MESSAGE,
} from '@detalle/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDatabaseError, isDatabaseUnavailable, isForeignKeyViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { applySecurityHeaders, type SecurityHeaders } from './security.js';

/**
 * The single place where failures become the error envelope of design.md.
 * - AppError: its own code, status and Spanish message.
 * - Schema validation: 400 VALIDATION_ERROR listing each field in Spanish.
 * - Fastify's own 4xx (bad JSON, body too large, wrong content type): a Spanish message per status.
 * - The database unreachable or gone (db/errors.ts): 503 with Retry-After, the request can be retried.
 * - Anything else: logged (without query parameters, see `app.ts`), answered with a generic 500 that leaks nothing.
 * Every 429 and 503 carries `Retry-After` (the AppError's seconds when it knows them).
 * Errors Fastify raises before any hook runs (bad URL encoding, over-long path parameters) and those
 * Node raises before a request exists (431, malformed HTTP, time-outs) get the same envelope and the
 * same security headers through `frameworkErrorHandler` and `clientErrorHandler`, given to Fastify in `app.ts`.
 */
const where: Record<string, string> = {
  body: 'los datos enviados',
  querystring: 'la consulta',
  params: 'la dirección',
  headers: 'las cabeceras',
};

/** Fastify and plugin errors by status, when they are the client's fault. */
const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/** Seconds to suggest when nobody knows better: a database restart or a short burst limit. */
const DEFAULT_RETRY_AFTER: Partial<Record<number, number>> = { 429: 60, 503: 5 };

/** Fastify's body errors, told in words a person can act on. */
const messageForFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Los datos enviados no son un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Faltan los datos: el cuerpo de la petición está vacío.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Ese formato no está admitido. Envía los datos como JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud indicada no coincide con los datos enviados.',
  FST_ERR_CTP_BODY_TOO_LARGE: errorCatalogue.PAYLOAD_TOO_LARGE.message,
};

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, fields?: FieldError[]) {
  const body: ErrorEnvelope = {
    error: { code, message: message ?? errorCatalogue[code].message, ...(fields ? { fields } : {}) },
  };
  const status = errorCatalogue[code].status;
  const retryAfter = DEFAULT_RETRY_AFTER[status];
  if (retryAfter && !reply.hasHeader('retry-after')) reply.header('retry-after', String(retryAfter));
  return reply.status(status).type('application/json').send(body);
}

/**
 * NUL, other control characters and lone surrogates, refused once for every route (see
 * `findUnsafeText` in the contract). A hook rather than a refinement on each Zod string: it
 * covers every string of every request (query, path, body, keys too), including routes and
 * schemas written later, `z.record` keys and fields a schema strips, so the 500 that
 * PostgreSQL's "invalid byte sequence" used to cause cannot come back through a new call.
 */
function refuseUnsafeText(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  // Callback style and no list built per request: it runs on every request (an async hook costs a promise each).
  if (
    refusedUnsafe(reply, 'params', request.params) ||
    refusedUnsafe(reply, 'querystring', request.query) ||
    refusedUnsafe(reply, 'body', request.body)
  )
    return;
  done();
}

/** No text at all: no body, or no path parameters or query (an empty object), the common case. */
function isEmpty(value: unknown) {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  for (const _ in value) return false;
  return true;
}

/** Refuses the request (true) when `value` holds unsafe text; the answer is sent, so the hook stops there. */
function refusedUnsafe(reply: FastifyReply, context: 'params' | 'querystring' | 'body', value: unknown) {
  if (isEmpty(value)) return false;
  const path = findUnsafeText(value);
  if (path === null) return false;
  const field = { path, message: UNSAFE_TEXT_MESSAGE };
  const place = path ? `${path}: ` : '';
  sendError(reply, 'VALIDATION_ERROR', `Revisa ${where[context]}. ${place}${UNSAFE_TEXT_MESSAGE}`, [field]);
  return true;
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.addHook('preValidation', refuseUnsafeText);
    app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
      if (err instanceof AppError) {
        if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
        return sendError(reply, err.code, err.message, err.fields);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields = err.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? 'Valor no válido',
        }));
        const context = where[(err as FastifyError).validationContext ?? 'body'] ?? 'los datos enviados';
        const list = fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join('; ');
        return sendError(reply, 'VALIDATION_ERROR', `Revisa ${context}. ${list}.`, fields);
      }
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ database: describeDatabaseError(err) }, 'database unavailable');
        return sendError(reply, 'SERVICE_UNAVAILABLE');
      }
      if (isForeignKeyViolation(err)) {
        request.log.info({ database: describeDatabaseError(err) }, 'row gone meanwhile');
        return sendError(
          reply,
          'CONFLICT',
          'Algo ha cambiado mientras lo guardábamos: quizá se ha borrado. Recarga la página y vuelve a intentarlo.',
        );
      }
      const status = (err as FastifyError).statusCode ?? 500;
      const clientCode = status < 500 ? (codeForStatus[status] ?? 'BAD_REQUEST') : undefined;
      if (clientCode) {
        const fastifyCode = (err as FastifyError).code;
        request.log.info({ err: { code: fastifyCode, message: err.message } }, 'client error');
        return sendError(reply, clientCode, fastifyCode ? messageForFastifyCode[fastifyCode] : undefined);
      }
      request.log.error({ err }, 'unhandled error');
      return sendError(reply, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR');
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding, or a path parameter
 * longer than `maxParamLength`. Fastify calls it before any hook, so the security headers are
 * put on here. The path itself is never echoed back.
 */
export function frameworkErrorHandler(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(reply.raw, headers, request.protocol === 'https');
    reply.header('x-request-id', request.id);
    request.log.info({ err: { code: error.code } }, 'bad address');
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 'URI_TOO_LONG');
    return sendError(
      reply,
      'BAD_REQUEST',
      'La dirección no es válida: tiene caracteres mal codificados. Revisa el enlace e inténtalo de nuevo.',
    );
  };
}

/** What Node knows went wrong before a request existed, as our envelope. */
function clientErrorCode(err: NodeJS.ErrnoException): ErrorCode {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (err.code === 'HPE_URI_TOO_LONG') return 'URI_TOO_LONG';
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: the connection sent something that is not HTTP we accept
 * (headers too large, an unknown method, a malformed line) or took too long to send its
 * request. There is no request object yet, so the answer is written on the socket by hand:
 * the envelope in Spanish, the security headers, and the connection closed.
 */
export function clientErrorHandler(headers: SecurityHeaders) {
  return function onClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
    if (err.code === 'ECONNRESET' || err.code === 'EPIPE') {
      socket.destroy();
      return;
    }
    this.log.info({ err: { code: err.code } }, 'client error before a request');
    // As Node's own handler: never write into an answer that has already started.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const code = clientErrorCode(err);
    const { status, message } = errorCatalogue[code];
    const body = JSON.stringify({ error: { code, message } } satisfies ErrorEnvelope);
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
