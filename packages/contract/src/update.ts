import { z } from 'zod';

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type UpdateShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<WithoutDefault<S[K]>> };

/**
 * The schema of an `update` call from the schema of its `save` call: every field
 * optional, and none filled in by a default. Zod's `.partial()` keeps defaults, so
 * `{ name }` alone would also reset the description and the visibility; here only
 * what is sent changes.
 */
export function updateSchemaOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<UpdateShape<S>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<UpdateShape<S>>;
}
