import { dataEnvelope, favoriteSchema, type favoriteTypeSchema } from '@detalle/contract';
import type { z } from 'zod';

/** One favourite as the API answers it: what it points at (`reference_id`, `type`), its name and picture. */
export type Favorite = z.infer<typeof favoriteSchema>;
export type FavoriteType = z.infer<typeof favoriteTypeSchema>;

export const favoriteResponse = dataEnvelope(favoriteSchema);
