import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { configure, renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const token = 'c'.repeat(43);
const expired = 'El enlace de confirmación no es válido o ha caducado. Pide otro desde tu perfil.';

describe('confirmar/{token}', () => {
  it('confirms once on open and updates the stored user', async () => {
    saveSession({ token: ana.token, user: { ...ana, confirmed: false } });
    const api = mockApi({
      'POST /api/user/confirmar': {
        data: { confirmed: true, message: '¡Listo! Tu correo está confirmado.' },
      },
    });
    renderRoute(`/confirmar/${token}`);
    expect(await screen.findByText('¡Listo! Tu correo está confirmado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
    expect(api.callsTo('POST /api/user/confirmar')).toEqual([expect.objectContaining({ body: { token } })]);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').confirmed).toBe(true);
  });

  it('shows the API error and lets a guest ask for a new link', async () => {
    const api = mockApi({
      'POST /api/user/confirmar': () => apiError('INVALID_LINK', expired, 400),
      'POST /api/user/reenviarConfirmacion': {
        data: { message: 'Si tu correo está pendiente de confirmar, te hemos enviado un enlace nuevo.' },
      },
    });
    renderRoute(`/confirmar/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    await userEvent.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir un enlace nuevo' }));
    expect(await screen.findByText(/te hemos enviado un enlace nuevo/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/reenviarConfirmacion')[0]?.body).toEqual({ email: 'ana@example.com' });
  });

  it('signed in, asks for the new link without an address', async () => {
    saveSession({ token: ana.token, user: { ...ana, confirmed: false } });
    const api = mockApi({
      'POST /api/user/confirmar': () => apiError('INVALID_LINK', expired, 400),
      'POST /api/user/reenviarConfirmacion': { data: { message: 'Te hemos enviado un enlace nuevo.' } },
    });
    renderRoute(`/confirmar/${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir un enlace nuevo' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/reenviarConfirmacion')[0]?.body).toEqual({}));
  });
});
