import { dataEnvelope, unreadCountSchema } from '@detalle/contract';

// Loaded with the first request that needs it (`LazySchema`): the layout, on every page, builds no schema.
export const unreadResponse = dataEnvelope(unreadCountSchema);
