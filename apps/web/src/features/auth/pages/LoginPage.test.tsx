import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi, noSocial } from '@/test/mock-api';
import { configure, jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const home = { data: { list: [], total: 0 } };

beforeEach(() => {
  sessionStorage.clear();
});

describe('login by e-mail', () => {
  it('stores the token and the user, then goes to ?next=', async () => {
    const api = mockApi({
      'GET /api/user/socialConfig': noSocial,
      'POST /api/user/login': { data: ana },
      'GET /api/product/getPagination': home,
    });
    const { router } = renderRoute('/login?next=%2Fhome%3Fx%3D1');

    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'Ana@Example.com ');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'una clave larga');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?x=1');
    // The contract's schema normalises the address before it is sent.
    expect(api.callsTo('POST /api/user/login')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'una clave larga',
    });
    expect(getSession()).toMatchObject({ token: ana.token, isLoggedIn: true, user: ana });
  });

  it('goes home when there is no ?next=', async () => {
    mockApi({
      'GET /api/user/socialConfig': noSocial,
      'POST /api/user/login': { data: ana },
      'GET /api/product/getPagination': home,
    });
    const { router } = renderRoute('/login');
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'una clave larga');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the API message on a wrong password and keeps what was typed', async () => {
    const message = 'El correo, el móvil o la contraseña no son correctos. Revísalos e inténtalo de nuevo.';
    mockApi({
      'GET /api/user/socialConfig': noSocial,
      'POST /api/user/login': () => apiError('INVALID_CREDENTIALS', message, 401),
    });
    const { router } = renderRoute('/login');
    const email = await screen.findByLabelText(/Correo electrónico/);
    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(email).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue('equivocada');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('checks the form with the contract before calling the API', async () => {
    const api = mockApi({ 'GET /api/user/socialConfig': noSocial });
    renderRoute('/login');
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Escribe un correo electrónico válido, como nombre@ejemplo.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/login')).toHaveLength(0);
  });
});

describe('login by mobile', () => {
  it('sends the calling code of the remembered country, stores the session and navigates', async () => {
    localStorage.setItem('country', 'MX');
    const api = mockApi({
      'GET /api/user/socialConfig': noSocial,
      'POST /api/user/login_movil': { data: ana },
      'GET /api/product/getPagination': home,
    });
    const { router } = renderRoute('/login');

    await screen.findByRole('button', { name: 'Entrar' });
    await userEvent.click(screen.getByRole('radio', { name: 'Móvil' }));
    expect(router.state.location.search).toBe('?modo=movil');
    // The mobile form's code (with the phone metadata) loads when its tab is chosen.
    expect(await screen.findByRole('button', { name: /\+52 México/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Móvil/ }), '55 1234 5678');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'una clave larga');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('POST /api/user/login_movil')[0]?.body).toEqual({
      codephone: '52',
      mobile: '5512345678',
      password: 'una clave larga',
    });
    expect(localStorage.getItem('token')).toBe(ana.token);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(ana);
  });

  it('refuses a number that is not valid for the country, with the contract message', async () => {
    localStorage.setItem('country', 'ES');
    const api = mockApi({ 'GET /api/user/socialConfig': noSocial });
    renderRoute('/login?modo=movil');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Móvil/ }), '1234');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'una clave larga');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Ese número no es válido para el país elegido. Revisa las cifras o el país.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/login_movil')).toHaveLength(0);
  });

  it('shows the API refusal and keeps the number', async () => {
    const message = 'El correo, el móvil o la contraseña no son correctos. Revísalos e inténtalo de nuevo.';
    localStorage.setItem('country', 'ES');
    mockApi({
      'GET /api/user/socialConfig': noSocial,
      'POST /api/user/login_movil': () => apiError('INVALID_CREDENTIALS', message, 401),
    });
    renderRoute('/login?modo=movil');
    const mobile = await screen.findByRole('textbox', { name: /^Móvil/ });
    await userEvent.type(mobile, '612345678');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(mobile).toHaveValue('612345678');
  });
});

describe('social sign-in buttons', () => {
  it('are not shown when the server has no social configuration', async () => {
    const api = mockApi({ 'GET /api/user/socialConfig': noSocial });
    renderRoute('/login');
    await waitFor(() => expect(api.callsTo('GET /api/user/socialConfig')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.queryByRole('button', { name: 'Continuar con Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByText('o continúa con')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    expect(document.querySelector('script[src*="connect.facebook.net"]')).toBeNull();
  });

  it('are not shown when the configuration cannot be read', async () => {
    mockApi({ 'GET /api/user/socialConfig': () => jsonResponse({ nope: true }, 500) });
    renderRoute('/login');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.queryByRole('button', { name: 'Continuar con Facebook' })).not.toBeInTheDocument();
  });

  it('show Facebook when configured and load its SDK only then', async () => {
    mockApi({ 'GET /api/user/socialConfig': { data: { google: null, facebook: { appId: '1234' } } } });
    renderRoute('/login');
    const button = await screen.findByRole('button', { name: 'Continuar con Facebook' });
    // Disabled until the SDK has loaded, so the pop-up opens inside the click.
    expect(button).toBeDisabled();
    expect(document.querySelector('script[src="https://connect.facebook.net/es_ES/sdk.js"]')).not.toBeNull();
    expect(within(document.body).getByText('o continúa con')).toBeInTheDocument();
  });
});

describe('links', () => {
  it('offers register (keeping ?next=), the ONG sign-up and password recovery', async () => {
    mockApi({ 'GET /api/user/socialConfig': noSocial });
    renderRoute('/login?next=%2Flista');
    expect(await screen.findByRole('link', { name: 'Crea una' })).toHaveAttribute(
      'href',
      '/register?next=%2Flista',
    );
    expect(screen.getByRole('link', { name: 'Registra tu organización' })).toHaveAttribute(
      'href',
      '/register-ong',
    );
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });
});

describe('for a first-time visitor', () => {
  it('says what Detalle is and opens the pages anyone may see without an account', async () => {
    mockApi({ 'GET /api/user/socialConfig': noSocial });
    const { router } = renderRoute('/login');
    expect(await screen.findByText(/Detalle es tu lista de regalos/)).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'Qué puedes hacer en Detalle' });
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Listas de regalos', 'Regalar sin cuenta', 'Regalos en grupo', 'Amigo invisible']);
    expect(within(about).getByRole('link', { name: 'Ideas de regalo del catálogo' })).toHaveAttribute(
      'href',
      '/categoria',
    );
    expect(within(about).getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/faq');
    await userEvent.click(within(about).getByRole('link', { name: 'ONG verificadas y lo que necesitan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ongs'));
  });
});

describe('already signed in', () => {
  it('opening /login goes on to ?next= instead of showing the form again', async () => {
    saveSession({ token: 'tok', user: ana });
    mockApi({ 'GET /api/list/getPagination': home });
    const { router } = renderRoute('/login?next=%2Flista');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista'));
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('opening /register goes home', async () => {
    saveSession({ token: 'tok', user: ana });
    mockApi({ 'GET /api/product/getPagination': home });
    const { router } = renderRoute('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
