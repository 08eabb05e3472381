import type { GiftList, Product } from '@detalle/contract';
import { product } from '@/test/fixtures';

export const PRODUCT_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const LIST_ID = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
export const OTHER_LIST_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';

/** A catalogue product with everything filled in, as `product/get` answers it. */
export function fullProduct(overrides: Partial<Product> = {}): Product {
  return product({
    id: PRODUCT_ID,
    name: 'Taza de cerámica',
    description: 'Hecha a mano.\nApta para lavavajillas.',
    image: '/files/demo/products/taza.svg',
    url: 'https://tiendasol.example/taza',
    category: { id: 'c1', slug: 'hogar', name: 'Hogar' },
    subCategory: { id: 's1', slug: 'cocina', name: 'Cocina' },
    ...overrides,
  });
}

const ana = { id: 'u-ana', name: 'Ana', lastname: 'García', image: null };

/** A gift list as `list/getPagination` answers it; Ana's unless said otherwise. */
export function giftList(overrides: Partial<GiftList> & { id: string; name: string }): GiftList {
  return {
    description: '',
    category: null,
    image: '/files/defaults/lists/cumpleanos.svg',
    date: null,
    occasion: '',
    visibility: 'friends',
    owner: ana,
    owners: [overrides.owner ?? ana],
    eventId: null,
    forDependent: null,
    standOut: false,
    giftCount: 0,
    availableCount: 0,
    isMine: true,
    createdAt: '2027-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` products named "Producto 0", "Producto 1"… starting at `from`. */
export function products(count: number, from = 0): Product[] {
  return Array.from({ length: count }, (_, i) =>
    product({ id: `p${from + i}`, name: `Producto ${from + i}` }),
  );
}
