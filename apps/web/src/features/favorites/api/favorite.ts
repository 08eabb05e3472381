import { dataEnvelope, favoriteSchema } from '@detalle/contract';

export const favoriteResponse = dataEnvelope(favoriteSchema);
