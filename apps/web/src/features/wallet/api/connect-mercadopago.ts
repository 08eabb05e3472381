import { dataEnvelope, mercadoPagoConnectSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST payout/mercadopago/connect: MercadoPago's page where I let Detalle collect my gifts in my account. */
export async function connectMercadoPago(): Promise<string> {
  const { data } = await apiRequest('/payout/mercadopago/connect', {
    method: 'POST',
    schema: dataEnvelope(mercadoPagoConnectSchema),
  });
  return data.url;
}

export const useConnectMercadoPago = () => useMutation({ mutationFn: connectMercadoPago });
