import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/** The provider's serialiser: `safeEncode` (a full walk that checks every value) then `JSON.stringify`. */
const zodSerializer = createSerializerCompiler({}) as FastifySerializerCompiler<unknown>;

/**
 * Answers are written by a serialiser compiled once per route and status from the same Zod schema (Zod → JSON
 * Schema → fast-json-stringify), instead of Zod walking and copying every answer before `JSON.stringify`,
 * which is much slower on lists of products and gifts (docs/performance.md).
 *
 * What stays true: only the properties the contract declares are written, as Zod's `strip` did, so a row with a
 * field the contract leaves out (a hash, an e-mail) never leaks; a missing required property is still an error.
 * What the compiled serialiser does not do is check the values our own code returns (formats, enums, lengths):
 * with `check` (the test suite) every answer also goes through Zod, and an answer the two serialisers would write
 * differently is an error, so the suite proves them equal on everything it exercises.
 *
 * A schema JSON Schema cannot express (a transform, a custom type) keeps Zod's serialiser.
 */
export function responseSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<unknown> {
  return (routeSchema: RouteSchema) => {
    const fast = compiled(routeSchema.schema);
    if (!fast) return zodSerializer(routeSchema);
    if (!check) return fast;
    const checked = zodSerializer(routeSchema);
    return (data: unknown) => {
      const expected = checked(data);
      const written = fast(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus}: the compiled serialiser wrote ` +
            `${written.slice(0, 300)} where Zod wrote ${expected.slice(0, 300)}`,
        );
      return written;
    };
  };
}

function compiled(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    // `input`: what Zod's `encode` turns an answer into (the form the client parses).
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', target: 'draft-07' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}
