import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { beto, EVENT_ID, eventDetail } from '../testing/fixtures';

// Toasts live in a store shared by every test; one left over would show again in the next test.
afterEach(() => {
  notifications.clean();
});

const firstLoad = { timeout: 5000 };
const path = `/evento/join-event/${EVENT_ID}`;
const next = `next=${encodeURIComponent(path)}`;
const betoUser = { ...ana, id: beto.id, name: 'Beto', lastname: 'López', token: 'token-de-beto' };

describe('join link', () => {
  it('a guest is asked to sign in or register, and comes back here', async () => {
    mockApi({
      [`GET /api/event/get/${EVENT_ID}`]: { data: eventDetail({ role: 'none', visibility: 'public' }) },
    });
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unirte al evento' }, firstLoad),
    ).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Qué puedes hacer' });
    expect(within(box).getByRole('link', { name: 'Inicia sesión para unirte' })).toHaveAttribute(
      'href',
      `/login?${next}`,
    );
    expect(within(box).getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
      'href',
      `/register?${next}`,
    );
  }, 20_000);

  it('a guest facing an event for friends still gets the way in', async () => {
    mockApi({ [`GET /api/event/get/${EVENT_ID}`]: () => apiError('NOT_FOUND', 'No existe.', 404) });
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { name: 'Este evento no existe o no tienes acceso' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión para unirte' })).toHaveAttribute(
      'href',
      `/login?${next}`,
    );
  }, 20_000);

  it('once signed in, one tap asks to join and lands on the event', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    let role: 'none' | 'requested' = 'none';
    const api = mockApi({
      [`GET /api/event/get/${EVENT_ID}`]: () =>
        new Response(JSON.stringify({ data: eventDetail({ role, visibility: 'public' }) }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      'POST /api/friend/applyToParticipateEvent': () => {
        role = 'requested';
        return new Response(JSON.stringify({ data: eventDetail({ role, visibility: 'public' }) }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const { router } = renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Quiero ir' }, firstLoad));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/evento/${EVENT_ID}`));
    expect(await screen.findByText('Solicitud enviada', { selector: 'span, p, div' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/friend/applyToParticipateEvent')).toHaveLength(1);
  }, 20_000);
});
