import { dataEnvelope, type ScanBody, type ScanResult, scanResultSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/**
 * POST scan: what a shop's page says about a product (name, price, picture
 * copied into our storage, shop, canonical link). Refusals come as Spanish messages. `page` is what the
 * bookmarklet read on the shop's page, for shops that do not let our reader in.
 */
export async function scanLink(body: ScanBody): Promise<ScanResult> {
  const { data } = await apiRequest('/scan', {
    method: 'POST',
    body,
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
