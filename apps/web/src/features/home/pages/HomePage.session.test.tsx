import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, saveUser } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { render, screen } from '@/test/test-utils';
import HomePage from './HomePage';

// The sections stand in for themselves here, counting their renders; their own tests are HomePage.test.tsx's.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/catalogue', () => ({
  HomeSearch: () => {
    renders.count += 1;
    return null;
  },
  CategoryShortcuts: () => null,
  FeaturedProducts: () => null,
}));
vi.mock('@/features/lists', () => ({ FeaturedLists: () => null, MyListsGlance: () => null }));
vi.mock('../components/UpcomingDates', () => ({ UpcomingDates: () => null }));

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});

describe('home page and the session', () => {
  it('a new name changes the greeting without drawing the sections again', async () => {
    render(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    const before = renders.count;

    act(() => saveUser({ ...ana, name: 'Anabel' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Anabel' })).toBeInTheDocument();
    // Hydrating `/home` (the person unknown, then known) renders again whatever reads the session, at once.
    expect(renders.count).toBe(before);
  });
});
