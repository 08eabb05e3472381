import { beforeEach, describe, expect, it } from 'vitest';
import { eventDetail } from '@/features/events/testing/fixtures';
import { clearDraftsOnSignOut } from '@/lib/form-draft';
import { clearSession, saveSession } from '@/lib/session';
import { ana, categories } from '@/test/fixtures';
import { apiError, mockApi, noSocial } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { LIST_ID, listDetail, listImages, MY_EVENT_ID, page } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };
const myEvents = page([
  eventDetail({ id: MY_EVENT_ID, name: 'Cena de Navidad', startsAt: '2027-12-24T12:00:00.000Z' }),
  eventDetail({ id: 'e-otro', name: 'Boda', startsAt: '2027-06-12T12:00:00.000Z', listId: 'otra-lista' }),
]);
const common = {
  'GET /api/category/getAll': { data: categories },
  'GET /api/configuracion/listDefaultImage': listImages,
  'GET /api/event/getPagination': myEvents,
};

beforeEach(() => {
  window.sessionStorage.clear();
});

const nameInput = () => screen.getByRole('textbox', { name: /Nombre de la lista/ });

describe('crear-lista: creating', () => {
  beforeEach(() => {
    saveSession({ token: ana.token, user: ana });
  });

  it("checks with the contract's Spanish messages before sending anything", async () => {
    const api = mockApi(common);
    renderRoute('/crear-lista');
    await userEvent.click(await screen.findByRole('button', { name: 'Crear lista' }, firstLoad));
    expect(nameInput()).toHaveAccessibleDescription('Escribe el nombre de la lista.');
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(api.callsTo('POST /api/list/save')).toHaveLength(0);
  }, 30_000);

  it('sends every field as the API expects, then says so and opens the new list', async () => {
    const api = mockApi({
      ...common,
      'POST /api/list/save': { data: listDetail({ name: 'Cumpleaños de Marta' }) },
      [`GET /api/list/get/${LIST_ID}`]: { data: listDetail({ name: 'Cumpleaños de Marta' }) },
    });
    const { router } = renderRoute('/crear-lista');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      'Cumpleaños de Marta',
    );
    // Occasions, not the catalogue's product categories.
    await userEvent.click(screen.getByRole('combobox', { name: 'Ocasión (opcional)' }));
    expect(screen.queryByRole('option', { name: 'Hogar' })).not.toBeInTheDocument();
    for (const name of ['Boda', 'Bebé (nacimiento o bautizo)', 'Comunión', 'Jubilación', 'Otra ocasión']) {
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('option', { name: 'Cumpleaños' }));
    // Pasted: each keystroke redraws the calendar, slow in jsdom.
    await userEvent.click(screen.getByRole('textbox', { name: 'Fecha (opcional)' }));
    await userEvent.paste('14/03/2027');
    await userEvent.click(await screen.findByRole('button', { name: 'Mascotas' }));
    await userEvent.click(screen.getByRole('radio', { name: /Solo tú/ }));
    const event = await screen.findByRole('combobox', { name: 'Evento (opcional)' });
    await waitFor(() => expect(event).toBeEnabled());
    await userEvent.click(event);
    // An event that already has a list is shown, but cannot be chosen.
    expect(
      await screen.findByRole('option', { name: 'Boda · 12 Jun 2027 (ya tiene una lista)' }),
    ).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Cena de Navidad · 24 Dic 2027' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));

    // The toast first: it closes by itself, and a loaded machine may take longer to draw the new page.
    expect(await screen.findByText('Lista creada')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/home/${LIST_ID}/lista`));
    expect(api.callsTo('POST /api/list/save')[0]?.body).toEqual({
      name: 'Cumpleaños de Marta',
      description: '',
      category: 'cumpleanos',
      image: '/files/defaults/lists/mascotas.svg',
      date: '2027-03-14',
      occasion: '',
      visibility: 'private',
      discoverable: false,
      eventId: MY_EVENT_ID,
    });
    // Only the events I organise can be linked.
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/event/getPagination'));
    expect(new URL(String(sent?.[0]), 'http://localhost').searchParams.get('user')).toBe(ana.id);
    // The saved list leaves no draft behind.
    expect(window.sessionStorage.getItem('form-draft:crear-lista')).toBeNull();
  }, 30_000);

  it('a public list is shown in Listas destacadas only when its owner turns the switch on', async () => {
    const api = mockApi({ ...common, 'POST /api/list/save': { data: listDetail() } });
    renderRoute('/crear-lista');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      'Boda',
    );
    // Only a public list can be listed: the choice is not offered for friends.
    await userEvent.click(screen.getByRole('radio', { name: /Tus amigos/ }));
    expect(screen.queryByRole('switch', { name: /^Mostrar en Listas destacadas/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Cualquiera con el enlace/ }));
    const toggle = screen.getByRole('switch', { name: /^Mostrar en Listas destacadas/ });
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText(
        'Cualquiera podrá encontrarla en Detalle. Si no lo activas, solo la verán quienes tengan el enlace.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));
    await waitFor(() => expect(api.callsTo('POST /api/list/save')).toHaveLength(1));
    expect(api.callsTo('POST /api/list/save')[0]?.body).toMatchObject({
      visibility: 'public',
      discoverable: true,
    });
  }, 30_000);

  it('a list made public but left unlisted is sent as link-only; switching to friends clears the choice', async () => {
    const api = mockApi({ ...common, 'POST /api/list/save': { data: listDetail() } });
    renderRoute('/crear-lista');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      'Boda',
    );
    await userEvent.click(screen.getByRole('radio', { name: /Cualquiera con el enlace/ }));
    await userEvent.click(screen.getByRole('switch', { name: /^Mostrar en Listas destacadas/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Tus amigos/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));
    await waitFor(() => expect(api.callsTo('POST /api/list/save')).toHaveLength(1));
    expect(api.callsTo('POST /api/list/save')[0]?.body).toMatchObject({
      visibility: 'friends',
      discoverable: false,
    });
  }, 30_000);

  it('?evento= comes from the event page with that event already chosen', async () => {
    const api = mockApi({ ...common, 'POST /api/list/save': { data: listDetail() } });
    renderRoute(`/crear-lista?evento=${MY_EVENT_ID}`);
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      'Navidad',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Evento (opcional)' })).toHaveValue(
        'Cena de Navidad · 24 Dic 2027',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));
    await waitFor(() => expect(api.callsTo('POST /api/list/save')).toHaveLength(1));
    // A new list opens for anyone with its link unless the owner chooses otherwise.
    expect(api.callsTo('POST /api/list/save')[0]?.body).toMatchObject({
      eventId: MY_EVENT_ID,
      visibility: 'public',
      discoverable: false,
    });
  }, 30_000);

  it("shows the API's refusal above the form when no field can carry it", async () => {
    mockApi({
      ...common,
      'POST /api/list/save': () => apiError('CONFLICT', 'Ese evento ya tiene una lista de regalos.', 409),
    });
    renderRoute(`/crear-lista?evento=${MY_EVENT_ID}`);
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      'Navidad',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ese evento ya tiene una lista de regalos.');
  }, 30_000);

  it('keeps what is typed across a reload, and "Empezar de nuevo" clears it', async () => {
    mockApi(common);
    const first = renderRoute('/crear-lista');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      'Mi lista',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Cosas para la casa');
    first.unmount();

    renderRoute('/crear-lista');
    expect(await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad)).toHaveValue(
      'Mi lista',
    );
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveValue('Cosas para la casa');
    expect(screen.getByText('Hemos recuperado lo que habías escrito.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    expect(nameInput()).toHaveValue('');
    expect(window.sessionStorage.getItem('form-draft:crear-lista')).toBeNull();
  }, 30_000);

  it('"Ver todas las imágenes" lets me choose a picture and comes back with everything else kept', async () => {
    mockApi(common);
    const { router } = renderRoute('/crear-lista');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      'Mi lista',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Ver todas las imágenes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Imagen predeterminada' }, firstLoad),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Mascotas' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/crear-lista'));
    expect(await screen.findByRole('textbox', { name: /Nombre de la lista/ })).toHaveValue('Mi lista');
    expect(await screen.findByRole('button', { name: 'Mascotas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Imagen elegida para la lista' })).toHaveAttribute(
      'src',
      '/files/defaults/lists/mascotas.svg',
    );
    // The choice is taken once: a later reload does not put it back over newer changes.
    expect(window.sessionStorage.getItem('picked-image:crear-lista')).toBeNull();
  }, 30_000);

  it('?evento=: the picture comes back to the same form entry, event kept, and Back leaves the form', async () => {
    mockApi(common);
    const { router } = renderRoute(`/crear-lista?evento=${MY_EVENT_ID}`);
    const event = await screen.findByRole('combobox', { name: 'Evento (opcional)' }, firstLoad);
    await waitFor(() => expect(event).toHaveValue('Cena de Navidad · 24 Dic 2027'));
    const formEntry = router.state.location.key;
    const link = screen.getByRole('link', { name: 'Ver todas las imágenes' });
    expect(link).toHaveAttribute('href', `/imagen-predeterminada?evento=${MY_EVENT_ID}`);
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Imagen predeterminada' }, firstLoad),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Hogar' }));

    // Back to the very entry we left (no new one on top), with its address intact.
    await waitFor(() => expect(router.state.location.key).toBe(formEntry));
    expect(router.state.location.search).toBe(`?evento=${MY_EVENT_ID}`);
    expect(
      await screen.findByRole('img', { name: 'Imagen elegida para la lista' }, firstLoad),
    ).toHaveAttribute('src', '/files/defaults/lists/hogar.svg');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Evento (opcional)' })).toHaveValue(
        'Cena de Navidad · 24 Dic 2027',
      ),
    );
  }, 30_000);

  it('"Volver a la lista" on the picker returns to the same form entry', async () => {
    mockApi(common);
    const { router } = renderRoute(`/crear-lista?evento=${MY_EVENT_ID}`);
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      'Navidad',
    );
    const formEntry = router.state.location.key;
    await userEvent.click(screen.getByRole('link', { name: 'Ver todas las imágenes' }));
    const back = await screen.findByRole('link', { name: 'Volver a la lista' }, firstLoad);
    expect(back).toHaveAttribute('href', `/crear-lista?evento=${MY_EVENT_ID}`);
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.key).toBe(formEntry));
    expect(await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad)).toHaveValue(
      'Navidad',
    );
  }, 30_000);
});

describe('crear-lista: a guest', () => {
  it('fills the form, is asked to sign in, and after signing in finds it all and saves it', async () => {
    const api = mockApi({
      ...common,
      'GET /api/user/socialConfig': noSocial,
      'POST /api/user/login': { data: ana },
      'POST /api/list/save': { data: listDetail({ name: 'Regalos para Leo' }) },
    });
    const { router } = renderRoute('/crear-lista');
    expect(await screen.findByText(/Puedes preparar tu lista sin cuenta/, {}, firstLoad)).toBeInTheDocument();
    // No events to link without a session.
    expect(screen.queryByRole('combobox', { name: 'Evento (opcional)' })).not.toBeInTheDocument();
    await userEvent.type(nameInput(), 'Regalos para Leo');
    await userEvent.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Su primer año');
    // Another occasion: the owner names it.
    await userEvent.click(screen.getByRole('combobox', { name: 'Ocasión (opcional)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Otra ocasión' }));
    await userEvent.type(screen.getByRole('textbox', { name: '¿Qué celebras?' }), 'Casa nueva');
    await userEvent.click(screen.getByRole('radio', { name: /Cualquiera con el enlace/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));

    const prompt = await screen.findByRole('region', { name: 'Inicia sesión para guardar tu lista' });
    expect(within(prompt).getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
      'href',
      '/register?next=%2Fcrear-lista',
    );
    const login = within(prompt).getByRole('link', { name: 'Iniciar sesión' });
    expect(login).toHaveAttribute('href', '/login?next=%2Fcrear-lista');
    expect(api.callsTo('POST /api/list/save')).toHaveLength(0);

    await userEvent.click(login);
    await userEvent.type(
      await screen.findByLabelText(/Correo electrónico/, {}, firstLoad),
      'ana@example.com',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'una clave larga');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/crear-lista'));
    expect(await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad)).toHaveValue(
      'Regalos para Leo',
    );
    expect(screen.getByText('Hemos recuperado lo que habías escrito.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cualquiera con el enlace/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Crear lista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/home/${LIST_ID}/lista`));
    expect(api.callsTo('POST /api/list/save')[0]?.body).toEqual({
      name: 'Regalos para Leo',
      description: 'Su primer año',
      category: 'otra',
      date: null,
      occasion: 'Casa nueva',
      visibility: 'public',
      // Public, but link-only unless the owner turns on "Mostrar en Listas destacadas".
      discoverable: false,
      eventId: null,
    });
  }, 40_000);

  it('editing needs a session: it says so and comes back after signing in', async () => {
    const api = mockApi(common);
    renderRoute(`/crear-lista?id=${LIST_ID}`);
    const prompt = await screen.findByRole(
      'region',
      { name: 'Inicia sesión para cambiar tu lista' },
      firstLoad,
    );
    expect(within(prompt).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/crear-lista?id=${LIST_ID}`)}`,
    );
    expect(api.callsTo(`GET /api/list/get/${LIST_ID}`)).toHaveLength(0);
  }, 30_000);
});

describe('crear-lista?id=: editing', () => {
  beforeEach(() => {
    saveSession({ token: ana.token, user: ana });
  });

  it('the owner gets the form filled in and saves with PUT, then goes back to the list', async () => {
    const list = listDetail({ category: { id: 'cumpleanos', slug: 'cumpleanos', name: 'Cumpleaños' } });
    const api = mockApi({
      ...common,
      [`GET /api/list/get/${LIST_ID}`]: { data: list },
      [`PUT /api/list/update/${LIST_ID}`]: { data: { ...list, name: 'Cumple de Ana' } },
    });
    const { router } = renderRoute(`/crear-lista?id=${LIST_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar lista' }, firstLoad),
    ).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Nombre de la lista/ });
    expect(name).toHaveValue('Cumpleaños de Ana');
    expect(screen.getByRole('textbox', { name: 'Fecha (opcional)' })).toHaveValue('05/01/2027');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Ocasión (opcional)' })).toHaveValue('Cumpleaños'),
    );
    expect(screen.getByRole('radio', { name: /Tus amigos/ })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Cumple de Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/home/${LIST_ID}/lista`));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/list/update/${LIST_ID}`)[0]?.body).toEqual({
      name: 'Cumple de Ana',
      description: 'Lo que me hace ilusión este año.',
      category: 'cumpleanos',
      image: '/files/defaults/lists/regalos.svg',
      date: '2027-01-05',
      occasion: '',
      visibility: 'friends',
      discoverable: false,
      eventId: null,
    });
  }, 30_000);

  it('choosing a picture while editing comes back to the same list', async () => {
    mockApi({ ...common, [`GET /api/list/get/${LIST_ID}`]: { data: listDetail() } });
    const { router } = renderRoute(`/crear-lista?id=${LIST_ID}`);
    const link = await screen.findByRole('link', { name: 'Ver todas las imágenes' }, firstLoad);
    expect(link).toHaveAttribute('href', `/imagen-predeterminada?para=${LIST_ID}`);
    await userEvent.click(link);
    // The form has the same picture buttons: wait for the picker itself.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Imagen predeterminada' }, firstLoad),
    ).toBeInTheDocument();
    // The list's current picture is marked.
    expect(await screen.findByRole('button', { name: 'Regalos' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hogar' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${LIST_ID}`));
    await screen.findByRole('heading', { level: 1, name: 'Editar lista' });
    expect(await screen.findByRole('button', { name: 'Hogar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: /Nombre de la lista/ })).toHaveValue('Cumpleaños de Ana');
  }, 30_000);

  it('a saved edit leaves no draft behind, even when the server tidies the values', async () => {
    let stored = listDetail();
    mockApi({
      ...common,
      [`GET /api/list/get/${LIST_ID}`]: () => jsonResponse({ data: stored }),
      [`PUT /api/list/update/${LIST_ID}`]: () => {
        stored = { ...stored, name: 'Cumple de Ana' };
        return jsonResponse({ data: stored });
      },
    });
    const { router } = renderRoute(`/crear-lista?id=${LIST_ID}`);
    const name = await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad);
    await userEvent.clear(name);
    await userEvent.type(name, 'Cumple de Ana  ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Editar lista' })).not.toBeInTheDocument(),
    );
    expect(window.sessionStorage.getItem(`form-draft:crear-lista:${LIST_ID}`)).toBeNull();

    await router.navigate(`/crear-lista?id=${LIST_ID}`);
    expect(await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad)).toHaveValue(
      'Cumple de Ana',
    );
    expect(screen.queryByText('Hemos recuperado lo que habías escrito.')).not.toBeInTheDocument();
  }, 30_000);

  it('signing out forgets what was typed in list forms', async () => {
    // As main.tsx does at start.
    clearDraftsOnSignOut();
    mockApi({ ...common, [`GET /api/list/get/${LIST_ID}`]: { data: listDetail() } });
    renderRoute(`/crear-lista?id=${LIST_ID}`);
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nombre de la lista/ }, firstLoad),
      ' y Leo',
    );
    await waitFor(() =>
      expect(window.sessionStorage.getItem(`form-draft:crear-lista:${LIST_ID}`)).toContain('y Leo'),
    );
    window.sessionStorage.setItem('form-draft:crear-lista', JSON.stringify({ name: 'Otra' }));
    clearSession();
    expect(window.sessionStorage.getItem(`form-draft:crear-lista:${LIST_ID}`)).toBeNull();
    expect(window.sessionStorage.getItem('form-draft:crear-lista')).toBeNull();
  }, 30_000);

  it('someone else’s list is not theirs to change', async () => {
    mockApi({ ...common, [`GET /api/list/get/${LIST_ID}`]: { data: listDetail({ isMine: false }) } });
    renderRoute(`/crear-lista?id=${LIST_ID}`);
    const alert = (
      await screen.findByText(/Solo quienes llevan la lista pueden cambiarla\./, {}, firstLoad)
    ).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Ver la lista' })).toHaveAttribute(
      'href',
      `/home/${LIST_ID}/lista`,
    );
    expect(screen.queryByRole('textbox', { name: /Nombre de la lista/ })).not.toBeInTheDocument();
  }, 30_000);
});
