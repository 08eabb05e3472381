import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ana, anaProfile } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { configure, renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('country', 'ES');
});

async function fillRegister() {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Ana');
  await userEvent.type(screen.getByRole('textbox', { name: /^Apellidos/ }), 'García');
  await userEvent.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'ana@example.com');
  await userEvent.type(screen.getByLabelText(/^Contraseña/), 'contraseña1');
}

describe('register', () => {
  it('shows the API field errors on their inputs and keeps every value', async () => {
    const weak = 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra más personal.';
    const mobile = 'Ese número no es válido para el país elegido. Revisa las cifras o el país.';
    mockApi({
      'POST /api/person/save': () =>
        apiError('VALIDATION_ERROR', 'Revisa los datos enviados.', 400, [
          { path: 'password', message: weak },
          { path: 'mobile', message: mobile },
        ]),
    });
    renderRoute('/register');
    await fillRegister();
    await userEvent.type(screen.getByRole('textbox', { name: /^Móvil/ }), '612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const password = screen.getByLabelText(/^Contraseña/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(weak)));
    expect(screen.getByRole('textbox', { name: /^Móvil/ })).toHaveAccessibleDescription(
      expect.stringContaining(mobile),
    );
    // Every field was placed on its input: no general alert repeats them.
    expect(screen.queryByRole('alert', { name: '' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ana');
    expect(password).toHaveValue('contraseña1');
  });

  it('shows a refusal without fields above the form', async () => {
    const taken = 'Ese correo ya está registrado. Inicia sesión o recupera tu contraseña.';
    mockApi({ 'POST /api/person/save': () => apiError('EMAIL_TAKEN', taken, 409) });
    renderRoute('/register');
    await fillRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
  });

  it('checks with the contract first, with the same messages as the API', async () => {
    const api = mockApi({});
    renderRoute('/register');
    await userEvent.type(await screen.findByLabelText(/^Contraseña/), 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tus apellidos.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/person/save')).toHaveLength(0);
    // The first invalid input gets the focus.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveFocus());
  });

  it('creates the account without a mobile, stores the session and goes to the interests', async () => {
    const api = mockApi({
      'POST /api/person/save': { data: { ...ana, confirmed: false } },
      'GET /api/hobby/getAll': { data: [] },
      'GET /api/person/get': { data: anaProfile({ confirmed: false }) },
    });
    const { router } = renderRoute('/register?next=%2Flista');
    await fillRegister();
    // The strength hint follows the typing.
    expect(screen.getByText('Débil.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/intereses'));
    expect(router.state.location.search).toBe('?next=%2Flista');
    expect(api.callsTo('POST /api/person/save')[0]?.body).toEqual({
      name: 'Ana',
      lastname: 'García',
      email: 'ana@example.com',
      password: 'contraseña1',
    });
    expect(localStorage.getItem('token')).toBe(ana.token);
    expect(await screen.findByRole('button', { name: 'Saltar' })).toBeInTheDocument();
  });

  it('links to the terms and the privacy policy', async () => {
    mockApi({});
    renderRoute('/register');
    expect(await screen.findByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      '/termandcondition',
    );
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/privacypolicies',
    );
  });

  it('lets the person show the password they type', async () => {
    mockApi({});
    renderRoute('/register');
    const password = await screen.findByLabelText(/^Contraseña/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
