import {
  dataEnvelope,
  favoriteSchema,
  isFavoriteSchema,
  messageSchema,
  pageEnvelope,
} from '@detalle/contract';

// The answers' schemas, loaded with the first request that checks one (`LazySchema`): the heart on a guest's
// page builds no schema.

export const favoriteResponse = dataEnvelope(favoriteSchema);
export const favoritesPage = pageEnvelope(favoriteSchema);
export const isFavoriteResponse = dataEnvelope(isFavoriteSchema);
export const messageResponse = dataEnvelope(messageSchema);
