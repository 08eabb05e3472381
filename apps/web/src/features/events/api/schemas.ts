import { dataEnvelope, eventDetailSchema, messageSchema } from '@detalle/contract';

// The answers' schemas, loaded with the first request that checks one (`LazySchema`): a guest who only reads a
// public event the server rendered loads no Zod.

export const eventResponse = dataEnvelope(eventDetailSchema);
export const messageResponse = dataEnvelope(messageSchema);
