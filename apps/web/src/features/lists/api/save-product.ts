import { dataEnvelope, type Product, type productInputSchema, productSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { productKeys } from '@/lib/query-keys';

export type ProductBody = z.input<typeof productInputSchema>;

/** POST product/save: a product of my own (from a shop's link or by hand), to add to my lists. */
export async function saveProduct(body: ProductBody): Promise<Product> {
  const { data } = await apiRequest('/product/save', {
    method: 'POST',
    body,
    schema: dataEnvelope(productSchema),
  });
  return data;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: saveProduct,
    onSuccess: (product) => queryClient.setQueryData(productKeys.detail(product.id), product),
  });
}
