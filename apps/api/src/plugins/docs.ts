import { errorEnvelopeSchema } from '@detalle/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas the document names once under `components.schemas` and refers to with `$ref`: the error envelope
 * would otherwise be repeated inline in every operation's error answers.
 */
const documentedSchemas = z.registry<{ id: string }>();
documentedSchemas.add(errorEnvelopeSchema, { id: 'ErrorEnvelope' });

const TOKEN = { typeToken: [] as string[] };

/** Spanish descriptions of the error answers; every one carries the envelope `{ error: { code, message, fields? } }`. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Petición no válida (VALIDATION_ERROR con `fields`, o BAD_REQUEST): datos que no cumplen el esquema, texto con caracteres de control o JSON mal formado.',
  401: 'Falta la cabecera `Type-token` o la sesión no es válida o ha caducado (UNAUTHORIZED).',
  403: 'No puedes hacer esto con este recurso (FORBIDDEN u otro código del catálogo).',
  404: 'No existe o no es visible para ti (NOT_FOUND u otro código del catálogo).',
  409: 'Conflicto con el estado actual (un código propio del catálogo, o CONFLICT).',
  413: 'El archivo o los datos son demasiado grandes.',
  422: 'La operación no se puede hacer tal y como se pide (código del catálogo).',
  429: 'Demasiados intentos seguidos (RATE_LIMITED); la cabecera `Retry-After` dice cuántos segundos esperar.',
  503: 'El servicio no está disponible ahora mismo (SERVICE_UNAVAILABLE); `Retry-After` dice cuándo reintentar.',
};
const errorAnswer = (status: string) => ({
  description: ERROR_DESCRIPTIONS[status] ?? 'Error (ver `error.code` en el catálogo de errores).',
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});

/** `/api/user/login_movil` → `userLoginMovil`; `{id}` and `:id` parameters are left out. */
function camelPath(url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((s) => s && !s.startsWith(':') && !s.startsWith('{'))
    .flatMap((s) => s.split(/[-_]/))
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]?.toUpperCase() + w.slice(1))).join('');
}

type OperationSchema = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  response?: Record<string, unknown>;
  [key: string]: unknown;
};

const hooksOf = (route: RouteOptions) => [route.onRequest ?? []].flat();

/**
 * What every operation of the document says beyond its own schemas, filled in one place instead of in every
 * route. A route's own `operationId`, `security` or error answers win.
 *
 * - `operationId`: the seed path in camelCase without its parameters (`product/getPagination` →
 *   `productGetPagination`); where one path has several methods (`gift/reserve/:id`), the method goes first
 *   (`putGiftReserve`, `deleteGiftReserve`). Stable as long as the path is; paths are the seed's, kept verbatim.
 * - `security`: `typeToken` when the route runs `app.authenticate` (401 without a session), optional
 *   (`[{}, typeToken]`) with `app.identify` (shows more to a signed-in caller), `[]` (public) otherwise. Routes
 *   protected by a plugin-wide `addHook('onRequest', app.authenticate)` declare `security` themselves;
 *   `test/openapi.test.ts` checks the document against what each operation answers without a token.
 * - error answers, with the envelope: 400 for every operation (the unsafe-text check and the validation apply to
 *   any query, body and path), 401 where a session is required, 404 where the path names something by id.
 */
function describeOperation(app: FastifyInstance, route: RouteOptions, url: string, schema: OperationSchema) {
  const method = [route.method].flat()[0] ?? 'GET';
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) =>
    app.hasRoute({ url: route.url, method: m }),
  );
  const base = camelPath(url);
  const operationId =
    schema.operationId ??
    (methods.length > 1 ? method.toLowerCase() + base.charAt(0).toUpperCase() + base.slice(1) : base);

  const hooks = hooksOf(route);
  const security =
    schema.security ??
    (hooks.includes(app.authenticate) ? [TOKEN] : hooks.includes(app.identify) ? [{}, TOKEN] : []);
  const needsSession =
    security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);

  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(schema.response ?? {})) {
    // An error answer declared with the bare envelope gets its description (instead of "Default Response").
    response[status] = answer === errorEnvelopeSchema ? errorAnswer(status) : answer;
  }
  const errors = ['400', needsSession ? '401' : null, /[:{]/.test(url) ? '404' : null];
  for (const status of errors) if (status && !(status in response)) response[status] = errorAnswer(status);

  return { ...schema, operationId, security, response };
}

/** The registry yields an input and an output form of each named schema; keep only those the operations use. */
function withoutUnusedSchemas<T extends object>(document: T): T {
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (!schemas) return document;
  const used = JSON.stringify({ ...document, components: {} });
  for (const name of Object.keys(schemas)) {
    if (!used.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}

/** OpenAPI built from the same Zod schemas that validate requests: browsable at /api/docs, JSON at /api/docs/json. */
export default fp(
  async function docs(app: FastifyInstance, opts: { publicUrl: string }) {
    const toJsonSchema = createJsonSchemaTransform({ schemaRegistry: documentedSchemas });
    const toJsonSchemaObject = createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Detalle API',
          description:
            'API de Detalle. Respuestas `{ data }`; errores `{ error: { code, message, fields? } }` (`ErrorEnvelope`) con mensajes en español. ' +
            'Las llamadas protegidas llevan la cabecera `Type-token` con el token de sesión (`security: typeToken`); ' +
            'las públicas declaran `security: []`, y las que muestran más a quien tiene sesión aceptan el token sin exigirlo.',
          version: '0.1.0',
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: { typeToken: { type: 'apiKey', in: 'header', name: 'Type-token' } },
        },
      },
      // Only the document changes: the routes' own schemas (validation, serialisation) are left as they are.
      transform: (document) => {
        const { route, url } = document;
        const schema = document.schema as OperationSchema | undefined;
        if (!schema || schema.hide) return toJsonSchema(document);
        return toJsonSchema({ ...document, schema: describeOperation(app, route, url, schema) });
      },
      transformObject: (document) => withoutUnusedSchemas(toJsonSchemaObject(document)),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles (the collapsing sections); scripts stay 'self' only.
      transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    });
  },
  { name: 'docs', dependencies: ['auth'] },
);
