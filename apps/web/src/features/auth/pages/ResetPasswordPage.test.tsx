import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { configure, renderRoute, screen, userEvent } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const token = 'r'.repeat(43);
const invalid = 'El enlace para cambiar la contraseña no es válido o ha caducado. Pide otro.';

describe('forget-password/{token}', () => {
  it('says a used or expired link is invalid before asking for a password', async () => {
    const api = mockApi({ 'PUT /api/user/recoveryLinkVerify': () => apiError('INVALID_LINK', invalid, 400) });
    renderRoute(`/forget-password/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.queryByLabelText(/contraseña/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pide uno nuevo' })).toHaveAttribute('href', '/forget-password');
    expect(api.callsTo('PUT /api/user/recoveryLinkVerify')).toEqual([
      expect.objectContaining({ body: { token } }),
    ]);
    expect(api.callsTo('PUT /api/user/recoveryPass')).toEqual([]);
  });

  it('asks for the new password once the link is known to work, and sends it with the token', async () => {
    const api = mockApi({
      'PUT /api/user/recoveryLinkVerify': {
        data: { message: 'El enlace es válido. Elige tu nueva contraseña.' },
      },
      'PUT /api/user/recoveryPass': { data: { message: 'Tu contraseña ha cambiado.' } },
    });
    renderRoute(`/forget-password/${token}`);
    const [password, repeat] = await screen.findAllByLabelText(/contraseña/i, { selector: 'input' });
    await userEvent.type(password as HTMLElement, 'globo-rojo-2027');
    await userEvent.type(repeat as HTMLElement, 'globo-rojo-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Tu contraseña ha cambiado.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/recoveryPass')[0]?.body).toEqual({
      token,
      password: 'globo-rojo-2027',
      repassword: 'globo-rojo-2027',
    });
  });

  it('refuses a cut-off link without asking the API', async () => {
    const api = mockApi({});
    renderRoute('/forget-password/corto');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ha caducado.');
    expect(api.callsTo('PUT /api/user/recoveryLinkVerify')).toEqual([]);
  });
});
