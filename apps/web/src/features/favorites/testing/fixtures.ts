import type { Favorite } from '@detalle/contract';

export const PRODUCT_ID = '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
export const LIST_ID = '1e2f3a4b-5c6d-4e7f-9081-92a3b4c5d6e7';
export const EVENT_ID = '2f3a4b5c-6d7e-4f80-a192-a3b4c5d6e7f8';

/** A favourite as the API answers it; a catalogue product unless said otherwise. */
export function favorite(overrides: Partial<Favorite> = {}): Favorite {
  return {
    id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    reference_id: PRODUCT_ID,
    type: 'product',
    name: 'Taza de cerámica',
    image: '/files/products/taza.svg',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const productFavorite = favorite();
export const listFavorite = favorite({
  id: 'b1c2d3e4-f5a6-4b7c-9d8e-0f1a2b3c4d5e',
  reference_id: LIST_ID,
  type: 'list',
  name: 'Boda de Ana y Luis',
  image: null,
});
export const eventFavorite = favorite({
  id: 'c2d3e4f5-a6b7-4c8d-ae9f-1a2b3c4d5e6f',
  reference_id: EVENT_ID,
  type: 'event',
  name: 'Cumpleaños de Beto',
  image: '/files/defaults/events/cumpleanos.svg',
});
