import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the same Zod schemas that validate requests: browsable at /api/docs, JSON at /api/docs/json. */
export default fp(
  async function docs(app: FastifyInstance, opts: { publicUrl: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Detalle API',
          description:
            'API de Detalle. Respuestas `{ data }`; errores `{ error: { code, message, fields? } }` con mensajes en español. ' +
            'Las llamadas protegidas llevan la cabecera `Type-token` con el token de sesión.',
          version: '0.1.0',
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: { typeToken: { type: 'apiKey', in: 'header', name: 'Type-token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles (the collapsing sections); scripts stay 'self' only.
      transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    });
  },
  { name: 'docs' },
);
