import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { clearSession, saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { getFavoritesPage } from '../api/get-favorites';
import { LIST_ID, listFavorite, PRODUCT_ID, productFavorite } from '../testing/fixtures';
import { getStoredFavorite, readStoredFavorites, toggleStoredFavorite } from './favorites-storage';

const stored = () => JSON.parse(localStorage.getItem('favorites') ?? 'null');

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('favourites in local storage (seed §3, §4)', () => {
  it('toggles one on and off by id, under the key "favorites", for the signed-in person', () => {
    expect(toggleStoredFavorite(PRODUCT_ID, { type: 'product', name: 'Taza' })).toBe(true);
    expect(stored()).toEqual({
      owner: ana.id,
      items: { [PRODUCT_ID]: { type: 'product', favoriteId: null, name: 'Taza' } },
    });
    expect(getStoredFavorite(PRODUCT_ID)?.type).toBe('product');

    expect(toggleStoredFavorite(PRODUCT_ID, { type: 'product' })).toBe(false);
    expect(stored()).toEqual({ owner: ana.id, items: {} });
    expect(getStoredFavorite(PRODUCT_ID)).toBeUndefined();
  });

  it('reads a broken value as empty, says so in the console, and writes over it on the next toggle', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('favorites', '{esto no es JSON');
    expect(readStoredFavorites()).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);

    localStorage.setItem('favorites', JSON.stringify({ owner: ana.id, items: { x: { type: 'coche' } } }));
    expect(readStoredFavorites()).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);

    expect(toggleStoredFavorite(LIST_ID, { type: 'list' })).toBe(true);
    expect(Object.keys(stored().items)).toEqual([LIST_ID]);
  });

  it("ignores another person's favourites left on the device", () => {
    localStorage.setItem(
      'favorites',
      JSON.stringify({ owner: 'u-otra', items: { [PRODUCT_ID]: { type: 'product', favoriteId: 'f1' } } }),
    );
    expect(readStoredFavorites()).toEqual({});
    toggleStoredFavorite(LIST_ID, { type: 'list' });
    expect(stored().owner).toBe(ana.id);
    expect(Object.keys(stored().items)).toEqual([LIST_ID]);
  });

  it('signing out removes them', () => {
    toggleStoredFavorite(PRODUCT_ID, { type: 'product' });
    clearSession();
    expect(localStorage.getItem('favorites')).toBeNull();
  });
});

describe('loading favourites from the server', () => {
  it('the server wins: a full list replaces what was stored', async () => {
    toggleStoredFavorite(LIST_ID, { type: 'list', name: 'Una lista que ya no está' });
    toggleStoredFavorite(PRODUCT_ID, { type: 'product', name: 'Nombre viejo' });
    mockApi({ 'GET /api/favorite/getPagination': { data: { list: [productFavorite], total: 1 } } });

    await getFavoritesPage({ pos: 0 });

    expect(stored().items).toEqual({
      [PRODUCT_ID]: {
        type: 'product',
        favoriteId: productFavorite.id,
        name: productFavorite.name,
        image: productFavorite.image,
      },
    });
  });

  it('a partial answer (a search, or one page of many) updates what it lists and keeps the rest', async () => {
    toggleStoredFavorite(PRODUCT_ID, { type: 'product' });
    const api = mockApi({ 'GET /api/favorite/getPagination': { data: { list: [listFavorite], total: 1 } } });

    await getFavoritesPage({ pos: 0, sea: 'boda' });

    expect(api.fetchMock.mock.calls[0]?.[0]).toContain('sea=boda');
    expect(Object.keys(stored().items).sort()).toEqual([LIST_ID, PRODUCT_ID].sort());
    expect(stored().items[LIST_ID].favoriteId).toBe(listFavorite.id);
  });

  it('a failed load is logged to the console and the request rejected (seed §8); storage is untouched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    toggleStoredFavorite(PRODUCT_ID, { type: 'product' });
    const before = localStorage.getItem('favorites');
    mockApi({
      'GET /api/favorite/getPagination': () => apiError('INTERNAL', 'Algo ha fallado en el servidor.', 500),
    });

    await expect(getFavoritesPage({ pos: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(logged).toHaveBeenCalledWith('No se han podido cargar los favoritos.', expect.any(ApiError));
    expect(localStorage.getItem('favorites')).toBe(before);
  });
});
