import type { Gift } from '@detalle/contract';
import { useRef } from 'react';
import { useSaveGift } from '../api/save-gift';
import { type ProductBody, useSaveProduct } from '../api/save-product';
import { type GiftDetails, giftDetailsBody } from './GiftFields';

/**
 * A product of my own (from a link or typed by hand) becomes a gift in two
 * calls: `product/save`, then `list/gift/save` with its id. If the second one
 * fails, trying again reuses the product already saved (unless it was changed
 * meanwhile), so no orphan copies pile up.
 */
export function useAddOwnProduct(listId: string) {
  const saveProduct = useSaveProduct();
  const saveGift = useSaveGift();
  const saved = useRef<{ key: string; id: string } | null>(null);

  const add = async (product: ProductBody, details: GiftDetails): Promise<Gift> => {
    const key = JSON.stringify(product);
    const productId =
      saved.current?.key === key ? saved.current.id : (await saveProduct.mutateAsync(product)).id;
    saved.current = { key, id: productId };
    const gift = await saveGift.mutateAsync({
      listId,
      productId,
      ...giftDetailsBody(details, product.price),
    });
    saved.current = null;
    return gift;
  };

  return { add, isPending: saveProduct.isPending || saveGift.isPending };
}
