import {
  type Donation,
  type DonationInput,
  dataEnvelope,
  donationSchema,
  type GuestDonationInput,
  IDEMPOTENCY_HEADER,
} from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api';
import { downloadFromApi } from '@/lib/api-download';
import { ongKeys, walletKeys } from '@/lib/query-keys';
import type { Keyed } from '../lib/idempotency';
import { refreshMoney } from './invalidate';

const donationResponse = dataEnvelope(donationSchema);

/** POST donation/save (signed in, a saved card) or donation/guest (a card for this donation only). */
export async function saveDonation(
  input: (Keyed<DonationInput> & { guest: false }) | (Keyed<GuestDonationInput> & { guest: true }),
): Promise<Donation> {
  const { data } = await apiRequest(input.guest ? '/donation/guest' : '/donation/save', {
    method: 'POST',
    body: input.body,
    headers: { [IDEMPOTENCY_HEADER]: input.key },
    schema: donationResponse,
  });
  return data;
}

/** POST donation/confirm/{id}: the donor answered their bank's confirmation step (a guest with their token). */
export async function confirmDonation(input: { id: string; token?: string; approve: boolean }) {
  const { data } = await apiRequest(`/donation/confirm/${encodeURIComponent(input.id)}`, {
    method: 'POST',
    body: { token: input.token, approve: input.approve },
    schema: donationResponse,
  });
  return data;
}

/** GET donation/get/{id}?token=: my donation, or a guest's from the e-mailed link. */
export async function getDonation(id: string, token: string | null, signal?: AbortSignal) {
  const { data } = await apiRequest(`/donation/get/${encodeURIComponent(id)}`, {
    query: { token: token ?? undefined },
    schema: donationResponse,
    signal,
  });
  return data;
}

export const useDonation = (id: string, token: string | null) =>
  useQuery({
    queryKey: walletKeys.donation(id),
    queryFn: ({ signal }) => getDonation(id, token, signal),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

/** The certificate's PDF, saved as `certificado-donacion-<number>.pdf`. */
export const downloadCertificate = (
  d: { id: string; certificateNumber: string | null },
  token: string | null,
) =>
  downloadFromApi(
    `/donation/certificate/${encodeURIComponent(d.id)}`,
    `certificado-donacion-${d.certificateNumber ?? d.id}.pdf`,
    { token: token ?? undefined },
  );

export function useDonate() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void refreshMoney(queryClient);
    void queryClient.invalidateQueries({ queryKey: ongKeys.all });
  };
  return {
    donate: useMutation({ meta: { errorInline: true }, mutationFn: saveDonation, onSettled: refresh }),
    confirm: useMutation({ meta: { errorInline: true }, mutationFn: confirmDonation, onSettled: refresh }),
    certificate: useMutation({
      mutationFn: (input: { donation: Donation; token: string | null }) =>
        downloadCertificate(input.donation, input.token),
    }),
  };
}
