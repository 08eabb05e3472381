import { z } from 'zod';
import { paginationQuery } from './pagination.js';
import { singleLineText } from './text-schemas.js';

/**
 * Friends. The seed shows the `amigos` page but not its calls; these follow its
 * `noun/verb` style. Friendship is what "friends" visibility means everywhere.
 */
export const relationSchema = z.enum([
  'self',
  'none',
  'friend',
  'request_sent',
  'request_received',
  'blocked',
]);
export type Relation = z.infer<typeof relationSchema>;
/** What a friendship call leaves between the two people (friend/request answers it). */
export const relationResultSchema = z.object({ relation: relationSchema });

export const personSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string(),
  image: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const personWithRelationSchema = personSummarySchema.extend({ relation: relationSchema });

export const friendRequestSchema = z.object({
  id: z.string(),
  person: personSummarySchema,
  createdAt: z.string(),
});

export const friendRequestsSchema = z.object({
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
});

/** GET friend/search: by name (3+ letters), or an exact e-mail or phone (never partial: no fishing for contacts). */
export const friendSearchQuery = paginationQuery.extend({
  sea: singleLineText('Escribe un nombre, un correo o un teléfono.')
    .min(3, 'Escribe al menos 3 letras para buscar.')
    .max(100, 'La búsqueda admite como mucho 100 caracteres.'),
});

/** GET friend/getPagination: my friends, optionally filtered by name. */
export const friendListQuery = paginationQuery.extend({ sea: singleLineText().max(100).optional() });

export const userIdBody = z.object({ userId: z.uuid('Esa persona no existe.') });

export const inviteLinkSchema = z.object({ url: z.string(), text: z.string() });
