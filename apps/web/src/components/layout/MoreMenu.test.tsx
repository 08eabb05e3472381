import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';

describe('"Más": Cerrar sesión', () => {
  it('is the menu’s last item, away from the places', { timeout: 30_000 }, async () => {
    saveSession({ token: 'tok', user: ana });
    renderRoute('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: 'Más' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.at(-1)).toHaveTextContent('Cerrar sesión');
    // Not a link: it does something rather than open a page.
    expect(items.at(-1)?.tagName).toBe('BUTTON');
  });

  it('signs out on the server, forgets token and user and goes to login, from any page', {
    timeout: 30_000,
  }, async () => {
    saveSession({ token: 'tok', user: ana });
    const api = mockApi({ 'POST /api/user/logout': { data: { message: 'Has cerrado sesión.' } } });
    const { router } = renderRoute('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: 'Más' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /api/user/logout')[0]?.headers.get('Type-token')).toBe('tok');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    // The shell follows: the guest navigation, without "Más".
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Más' })).not.toBeInTheDocument());
    // And it stays on the login form: not sent on home as someone signed in, nor back there after
    // signing in again (`?next=`).
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '' });
  });

  it('still leaves this device when the server cannot be reached', { timeout: 30_000 }, async () => {
    saveSession({ token: 'tok', user: ana });
    mockApi({ 'POST /api/user/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { router } = renderRoute('/amigos');
    await userEvent.click(await screen.findByRole('button', { name: 'Más' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
