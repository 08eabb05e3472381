import { dataEnvelope, type Product, productSchema, type productUpdateSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { listKeys } from '@/lib/query-keys';

/** PUT product/update/{id}: the name and price of my own product (a gift to review after an import). */
export async function updateProduct(input: {
  id: string;
  listId: string;
  changes: z.input<typeof productUpdateSchema>;
}): Promise<Product> {
  const { data } = await apiRequest(`/product/update/${encodeURIComponent(input.id)}`, {
    method: 'PUT',
    body: input.changes,
    schema: dataEnvelope(productSchema),
  });
  return data;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: updateProduct,
    onSuccess: (_product, input) =>
      queryClient.invalidateQueries({ queryKey: listKeys.detail(input.listId) }),
  });
}
