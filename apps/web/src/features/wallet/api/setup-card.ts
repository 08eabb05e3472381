import { cardSetupSchema, dataEnvelope } from '@detalle/contract';
import { apiRequest } from '@/lib/api';

/** POST card/setup: with Stripe, the SetupIntent's client secret for the Payment Element (null in test mode). */
export async function setupCard(): Promise<string | null> {
  const { data } = await apiRequest('/card/setup', { method: 'POST', schema: dataEnvelope(cardSetupSchema) });
  return data.clientSecret;
}
