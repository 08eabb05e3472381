import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { configure, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const neutral =
  'Si hay una cuenta con ese correo, te hemos enviado un código y un enlace. Revisa también el correo no deseado.';
const invalidCode = 'El código no es correcto o ha caducado. Pide uno nuevo si hace falta.';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('country', 'ES');
});

describe('forget-password', () => {
  it('goes from the e-mail to the code to the new password', async () => {
    const api = mockApi({
      'POST /api/user/sedRecoverPassword': { data: { message: neutral } },
      'PUT /api/user/recoveryPassCodeVerify': {
        data: { message: 'Código correcto. Ahora elige tu nueva contraseña.' },
      },
      'PUT /api/user/recoveryPass': {
        data: { message: 'Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.' },
      },
    });
    renderRoute('/forget-password');

    expect(await screen.findByText('Paso 1 de 3')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));

    // Step 2: the API's neutral sentence, never "this account exists".
    expect(await screen.findByRole('status')).toHaveTextContent(neutral);
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /Código de 6 cifras/ });
    await userEvent.type(code, '12a34 56');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar código' }));

    // Step 3: new password + repeat.
    expect(await screen.findByText('Paso 3 de 3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva-clave-2027');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'Nueva-clave-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect(
      await screen.findByText('Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.'),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');

    expect(api.callsTo('POST /api/user/sedRecoverPassword')[0]?.body).toEqual({ email: 'ana@example.com' });
    expect(api.callsTo('PUT /api/user/recoveryPassCodeVerify')[0]?.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
    });
    expect(api.callsTo('PUT /api/user/recoveryPass')[0]?.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
      password: 'Nueva-clave-2027',
      repassword: 'Nueva-clave-2027',
    });
  });

  it('recovers by mobile with the remembered country', async () => {
    const api = mockApi({
      'POST /api/user/sedRecoverPassword': {
        data: { message: 'Si hay una cuenta con ese número, te hemos enviado un código por SMS.' },
      },
    });
    renderRoute('/forget-password?modo=movil');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Móvil/ }), '612 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('status')).toHaveTextContent('te hemos enviado un código por SMS');
    expect(api.callsTo('POST /api/user/sedRecoverPassword')[0]?.body).toEqual({
      codephone: '34',
      mobile: '612345678',
    });
  });

  it('shows a wrong code with the API message and lets the person try again', async () => {
    const api = mockApi({
      'POST /api/user/sedRecoverPassword': { data: { message: neutral } },
      'PUT /api/user/recoveryPassCodeVerify': () => apiError('INVALID_CODE', invalidCode, 400),
    });
    renderRoute('/forget-password');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Correo electrónico/ }),
      'ana@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    const code = await screen.findByRole('textbox', { name: /Código de 6 cifras/ });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidCode);
    expect(code).toHaveValue('000000');

    await userEvent.click(screen.getByRole('button', { name: 'Enviar otro código' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/sedRecoverPassword')).toHaveLength(2));
  });

  it('checks that both passwords match before sending', async () => {
    const api = mockApi({
      'POST /api/user/sedRecoverPassword': { data: { message: neutral } },
      'PUT /api/user/recoveryPassCodeVerify': { data: { message: 'Código correcto.' } },
    });
    renderRoute('/forget-password');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Correo electrónico/ }),
      'ana@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Código de 6 cifras/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar código' }));
    await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), 'Nueva-clave-2027');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'otra-distinta');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/recoveryPass')).toHaveLength(0);
  });
});

describe('forget-password/{token}', () => {
  const token = 'a'.repeat(43);
  // The page checks the link before showing the form (ResetPasswordPage.test covers a bad link).
  const linkWorks = { 'PUT /api/user/recoveryLinkVerify': { data: { message: 'El enlace es válido.' } } };

  it('sets the new password with the e-mailed link', async () => {
    const api = mockApi({
      ...linkWorks,
      'PUT /api/user/recoveryPass': {
        data: { message: 'Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.' },
      },
    });
    renderRoute(`/forget-password/${token}`);
    await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), 'Nueva-clave-2027');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'Nueva-clave-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(
      await screen.findByText('Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/recoveryPass')[0]?.body).toEqual({
      token,
      password: 'Nueva-clave-2027',
      repassword: 'Nueva-clave-2027',
    });
  });

  it('a link that expires while the form is open: the API message and a way to ask again', async () => {
    const expired = 'El enlace para cambiar la contraseña no es válido o ha caducado. Pide otro.';
    // Valid when the page opened, expired by the time the password is saved.
    mockApi({ ...linkWorks, 'PUT /api/user/recoveryPass': () => apiError('INVALID_LINK', expired, 400) });
    renderRoute(`/forget-password/${token}`);
    await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), 'Nueva-clave-2027');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'Nueva-clave-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.getByRole('link', { name: 'Pide uno nuevo' })).toHaveAttribute('href', '/forget-password');
  });

  it('refuses a cut-off link before asking for a password', async () => {
    mockApi({});
    renderRoute('/forget-password/abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace no es válido o ha caducado. Pide uno nuevo.',
    );
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
  });
});
