import {
  dataEnvelope,
  giftSchema,
  guestClaimSchema,
  listDetailSchema,
  listSchema,
  messageSchema,
  pageEnvelope,
  relationResultSchema,
  sharedListSchema,
} from '@detalle/contract';

// The answers' and the guest's form's schemas, loaded when first used (`LazySchema`): a shared list's page the
// server rendered loads no Zod until the guest sends a form or the page asks for more.

export const sharedListResponse = dataEnvelope(sharedListSchema);
export const listResponse = dataEnvelope(listDetailSchema);
export const listsPage = pageEnvelope(listSchema);
export const giftResponse = dataEnvelope(giftSchema);
export const guestClaimResponse = dataEnvelope(guestClaimSchema);
export const relationResponse = dataEnvelope(relationResultSchema);
export const messageResponse = dataEnvelope(messageSchema);
export { guestReserveBody, listLinkSchema } from '@detalle/contract';
