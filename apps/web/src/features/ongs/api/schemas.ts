import {
  dataEnvelope,
  ongOwnSchema,
  ongPageSchema,
  ongSummarySchema,
  pageEnvelope,
  receivedDonationSchema,
} from '@detalle/contract';

// The answers' schemas, loaded with the first request that checks one (`LazySchema`): an ONG's page the server
// rendered builds no schema (nor the tax id checks of the ONG's own form) until it asks for more.

export const ongPageResponse = dataEnvelope(ongPageSchema);
export const ongsPage = pageEnvelope(ongSummarySchema);
export const ongOwnResponse = dataEnvelope(ongOwnSchema);
export const donationsPage = pageEnvelope(receivedDonationSchema);
