import { dataEnvelope, directTransferDetailsSchema, messageSchema } from '@detalle/contract';

// The answers' schemas, loaded with the first request that checks one (`LazySchema`): a shared list's page
// builds no schema until it asks for the owner's details.

export const detailsResponse = dataEnvelope(directTransferDetailsSchema.nullable());
export const messageResponse = dataEnvelope(messageSchema);
