import { fieldErrorSchema } from '@detalle/contract';
import { z } from 'zod';

/**
 * The error envelope, read leniently: the contract's `errorEnvelopeSchema` only accepts known codes, and an
 * unknown one must not hide the server's message. Loaded with the first failed answer (`readErrorEnvelope`):
 * a page that meets none builds no schema for it.
 */
export const lenientErrorEnvelope = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.array(fieldErrorSchema).optional() }),
});
