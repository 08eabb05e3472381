import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, noSocial } from '@/test/mock-api';
import { configure, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  sessionStorage.clear();
  mockApi({ 'GET /api/user/socialConfig': noSocial });
});

describe('flag (country picker)', () => {
  it('lists the common countries of Spain and Latin America first, with Spanish names and calling codes', async () => {
    localStorage.setItem('country', 'ES');
    renderRoute('/flag');
    const common = await screen.findByRole('list', { name: 'Más habituales' });
    const names = within(common)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names.slice(0, 3)).toEqual(['🇪🇸España+34', '🇲🇽México+52', '🇦🇷Argentina+54']);
    expect(within(common).getByRole('button', { name: /España/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('list', { name: 'Todos los países' })).toBeInTheDocument();
  });

  it('searches by name without accents and by calling code', async () => {
    renderRoute('/flag');
    const search = await screen.findByRole('searchbox', { name: 'Buscar país' });
    await userEvent.type(search, 'peru');
    const results = screen.getByRole('list', { name: 'Resultados' });
    expect(within(results).getByRole('button', { name: /Perú/ })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, '+598');
    expect(within(screen.getByRole('list', { name: 'Resultados' })).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Uruguay/ })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent('No encontramos ningún país con «zzzz».');
  });

  it('remembers the country and returns to the form without losing what was typed', async () => {
    localStorage.setItem('country', 'ES');
    const { router } = renderRoute('/register?next=%2Flista');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await userEvent.type(screen.getByRole('textbox', { name: /^Móvil/ }), '55 1234');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'secreta-larga');

    await userEvent.click(screen.getByRole('button', { name: /\+34 España/ }));
    await screen.findByRole('heading', { level: 1, name: 'Tu país' });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/register?next=%2Flista')}`);
    // The password never goes to storage.
    expect(sessionStorage.getItem('form-draft:register')).not.toContain('secreta');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar país' }), 'méxico');
    await userEvent.click(screen.getByRole('button', { name: /México/ }));

    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?next=%2Flista');
    expect(localStorage.getItem('country')).toBe('MX');
    expect(screen.getByRole('button', { name: /\+52 México/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Lucía');
    expect(screen.getByRole('textbox', { name: /^Móvil/ })).toHaveValue('55 1234');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue('');
  });

  it('is remembered for the next form that asks for a phone', async () => {
    localStorage.setItem('country', 'CO');
    renderRoute('/login?modo=movil');
    expect(await screen.findByRole('button', { name: /\+57 Colombia/ })).toBeInTheDocument();
  });

  it('opened on its own, saves the choice and goes to ?next=', async () => {
    const { router } = renderRoute('/flag?next=%2Fforget-password%3Fmodo%3Dmovil');
    const common = await screen.findByRole('list', { name: 'Más habituales' });
    await userEvent.click(within(common).getByRole('button', { name: /Chile/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password'));
    expect(localStorage.getItem('country')).toBe('CL');
    expect(await screen.findByRole('button', { name: /\+56 Chile/ })).toBeInTheDocument();
  });

  it('guesses the country from the browser language when nothing is stored', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(window.navigator, 'languages', { value: ['es-AR', 'es'], configurable: true });
    try {
      renderRoute('/login?modo=movil');
      expect(await screen.findByRole('button', { name: /\+54 Argentina/ })).toBeInTheDocument();
    } finally {
      delete (window.navigator as unknown as Record<string, unknown>).languages;
      if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
  });
});
