import type { Category, Product, Profile, SessionUser } from '@detalle/contract';

export const ana: SessionUser = {
  id: 'u-ana',
  name: 'Ana',
  lastname: 'García',
  email: 'ana@example.com',
  image: null,
  token: 'token-de-ana',
  type: 1,
  confirmed: true,
};

export const categories: Category[] = [
  {
    id: 'c1',
    slug: 'hogar',
    name: 'Hogar',
    description: 'Para la casa y la cocina.',
    productCount: 12,
    subcategories: [
      { id: 's1', slug: 'cocina', name: 'Cocina' },
      { id: 's2', slug: 'decoracion', name: 'Decoración' },
    ],
  },
  {
    id: 'c2',
    slug: 'libros',
    name: 'Libros',
    description: 'Novelas, cómics y más.',
    productCount: 1,
    subcategories: [],
  },
];

export function product(overrides: Partial<Product> & { id: string; name: string }): Product {
  return {
    description: '',
    price: { amount: 2499, currency: 'EUR' },
    image: null,
    shop: 'Tienda Sol',
    url: null,
    standOut: true,
    category: null,
    subCategory: null,
    ...overrides,
  };
}

/** The profile of `ana` as `person/get` returns it. */
export function anaProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: ana.id,
    name: ana.name,
    lastname: ana.lastname,
    email: ana.email,
    image: null,
    type: 1,
    confirmed: true,
    codephone: null,
    mobile: null,
    birthday: null,
    hobbies: [],
    notifications: true,
    hasPassword: true,
    providers: [],
    ong: null,
    ...overrides,
  };
}
