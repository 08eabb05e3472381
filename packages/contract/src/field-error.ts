import { z } from 'zod';

/**
 * One invalid field of a request, with the Spanish reason. `path` uses dots: `items.0.name`. Apart from the
 * error catalogue (`errors.ts`) so that a client reading error answers does not carry every code's message.
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
