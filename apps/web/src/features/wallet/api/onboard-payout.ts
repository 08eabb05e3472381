import { dataEnvelope, onboardSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST payout/onboard: the provider's page where I finish my details (Stripe); null when nothing is needed. */
export async function onboardPayout(): Promise<string | null> {
  const { data } = await apiRequest('/payout/onboard', {
    method: 'POST',
    schema: dataEnvelope(onboardSchema),
  });
  return data.url;
}

export const useOnboardPayout = () => useMutation({ mutationFn: onboardPayout });
