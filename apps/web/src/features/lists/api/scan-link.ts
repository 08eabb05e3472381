import { dataEnvelope, type ScanResult, scanResultSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/**
 * POST scan: what a shop's page says about a product (name, price, picture
 * copied into our storage, shop, canonical link). Refusals come as Spanish messages.
 */
export async function scanLink(url: string): Promise<ScanResult> {
  const { data } = await apiRequest('/scan', {
    method: 'POST',
    body: { url },
    schema: dataEnvelope(scanResultSchema),
  });
  return data;
}

export function useScanLink() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: scanLink,
  });
}
