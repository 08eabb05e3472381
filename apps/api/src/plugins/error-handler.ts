import { type ErrorCode, type ErrorEnvelope, errorCatalogue, type FieldError } from '@detalle/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

/**
 * The single place where failures become the error envelope of design.md.
 * - AppError: its own code, status and Spanish message.
 * - Schema validation: 400 VALIDATION_ERROR listing each field in Spanish.
 * - Fastify's own 4xx (bad JSON, body too large, wrong content type): a Spanish message per status.
 * - Anything else: logged in full, answered with a generic 500 that leaks nothing.
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
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, fields?: FieldError[]) {
  const body: ErrorEnvelope = {
    error: { code, message: message ?? errorCatalogue[code].message, ...(fields ? { fields } : {}) },
  };
  return reply.status(errorCatalogue[code].status).type('application/json').send(body);
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
      if (err instanceof AppError) {
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
      const status = (err as FastifyError).statusCode ?? 500;
      const clientCode = status < 500 ? (codeForStatus[status] ?? 'BAD_REQUEST') : undefined;
      if (clientCode) {
        request.log.info({ err: { code: (err as FastifyError).code, message: err.message } }, 'client error');
        return sendError(reply, clientCode);
      }
      request.log.error({ err }, 'unhandled error');
      return sendError(reply, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR');
    });
  },
  { name: 'error-handler' },
);
