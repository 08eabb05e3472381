import type { SharedList } from '@detalle/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testConfig } from '@/features/wallet/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { gift, LIST_ID } from '../testing/gift-fixtures';
import GiftPage from './GiftPage';

const get = `GET /api/list/shared/${LIST_ID}`;
const TOKEN = 'a'.repeat(43);
const TETERA = '1e7e0a00-0000-4000-8000-000000000001';

function sharedList(overrides: Partial<SharedList> = {}): SharedList {
  return {
    id: LIST_ID,
    name: 'Cumpleaños de Ana',
    description: 'Lo que me hace ilusión este año.',
    image: '/files/defaults/lists/cumpleanos.svg',
    date: '2027-01-05',
    occasion: 'Cumpleaños',
    owner: { id: 'u-ana', name: 'Ana', image: null },
    reveal: { revealed: false, revealsOn: '2027-01-05', openedAt: null },
    gifts: [
      gift({ id: TETERA, name: 'Tetera' }),
      gift({ id: 'g2', name: 'Libro', status: 'reserved' }),
      gift({ id: 'g3', name: 'Bicicleta', status: 'given' }),
      gift({
        id: 'g4',
        name: 'Sofá',
        funding: {
          goal: 12_000,
          raised: 12_000,
          onTheWay: 0,
          held: 0,
          currency: 'EUR',
          givers: 3,
          closed: false,
        },
      }),
    ],
    viewer: { signedIn: false, isOwner: false, canOpen: false },
    ...overrides,
  };
}

function renderPage(search = `?lista=${LIST_ID}`) {
  const router = createMemoryRouter(
    [
      { path: '/regalar', Component: GiftPage },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [`/regalar${search}`] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('GiftPage (regalar?lista=)', () => {
  it('a guest sees the list, whose it is, each gift state (never who) and the ways to give', async () => {
    mockApi({ [get]: { data: sharedList() } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cumpleaños de Ana' })).toBeInTheDocument();
    expect(screen.getByText('La lista de Ana')).toBeInTheDocument();
    expect(screen.getByText('5 Ene 2027').parentElement).toHaveTextContent('Cumpleaños · 5 Ene 2027');
    expect(within(card('Tetera')).getByText('Libre')).toBeInTheDocument();
    expect(within(card('Libro')).getByText('Reservado')).toBeInTheDocument();
    expect(within(card('Bicicleta')).getByText('Ya regalado')).toBeInTheDocument();
    expect(within(card('Sofá')).getByText('Aportado')).toBeInTheDocument();
    expect(within(card('Tetera')).getByRole('button', { name: 'Lo compro yo: Tetera' })).toBeInTheDocument();
    expect(
      within(card('Tetera')).getByRole('button', { name: 'Ya lo compré por mi cuenta: Tetera' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Elige un regalo y pulsa «Lo compro yo». Ana no sabrá quién se lo regala hasta el 5 Ene 2027, o hasta que abra todos sus regalos si lo hace antes. Si lo prefieres, no lo sabrá nunca.',
      ),
    ).toBeInTheDocument();
    // Taken gifts offer nothing; there is no full list to open without an account.
    expect(within(card('Libro')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver la lista completa' })).not.toBeInTheDocument();
  });

  it('"Lo compro yo": name and e-mail, then says the link is on its way and the gift is still free', {
    timeout: 30_000,
  }, async () => {
    const api = mockApi({
      [get]: { data: sharedList() },
      'POST /api/gift/guest/reserve': {
        data: {
          message:
            'Te hemos enviado un correo a irene@ejemplo.com. Abre su enlace para confirmarlo; hasta entonces, el regalo sigue libre.',
        },
      },
    });
    renderPage();
    const reserve = await screen.findByRole('button', { name: 'Lo compro yo: Tetera' });
    await userEvent.click(reserve);
    // The tap's own answer is the pressed button turning busy (a spinner); the form replaces it once that
    // frame is on screen, and its first field takes the focus.
    expect(reserve).toHaveAttribute('aria-busy', 'true');
    const form = card('Tetera');
    expect(await within(form).findByLabelText(/Tu nombre/)).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await within(form).findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/gift/guest/reserve')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Tu nombre/), 'Irene');
    await userEvent.type(within(form).getByLabelText(/Tu correo/), 'Irene@Ejemplo.com');
    // Anonymous for good: Ana will not see the name even after the reveal.
    const showName = within(form).getByRole('switch', { name: /^Mostrar mi nombre/ });
    expect(showName).toHaveAccessibleDescription(
      'Ana no sabrá que se lo regalas tú hasta el 5 Ene 2027, o hasta que abra todos sus regalos si lo hace antes.',
    );
    await userEvent.click(showName);
    expect(showName).toHaveAccessibleDescription('Ana verá que alguien se lo regala, pero no sabrá quién.');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviarme el enlace' }));
    expect(
      await within(form).findByText(/Te hemos enviado un correo a irene@ejemplo.com/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/gift/guest/reserve')[0]?.body).toEqual({
      giftId: TETERA,
      intent: 'reserve',
      name: 'Irene',
      email: 'irene@ejemplo.com',
      showName: false,
    });
  });

  it('once Ana has opened her gifts, promises a guest no secret: the intro, "Lo compro yo" and "Aporto dinero"', {
    timeout: 60_000,
  }, async () => {
    const lamp = gift({
      id: 'g5',
      name: 'Lámpara',
      funding: {
        goal: 12_000,
        raised: 2000,
        onTheWay: 0,
        held: 0,
        currency: 'EUR',
        givers: 1,
        closed: false,
      },
    });
    const opened = { revealed: true, revealsOn: '2027-01-05', openedAt: '2026-12-20' };
    mockApi({
      [get]: { data: sharedList({ reveal: opened, gifts: [gift({ id: TETERA, name: 'Tetera' }), lamp] }) },
      'GET /api/wallet/config': { data: testConfig },
    });
    renderPage();
    const intro = await screen.findByText(/^Elige un regalo/);
    expect(intro).toHaveTextContent(
      'Elige un regalo y pulsa «Lo compro yo». Ana ya ha abierto sus regalos: sabrá quién se lo regala, salvo que prefieras no decírselo.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Lo compro yo: Tetera' }));
    const claim = await within(card('Tetera')).findByRole('switch', { name: /^Mostrar mi nombre/ });
    expect(claim).toHaveAccessibleDescription('Ana ya ha abierto sus regalos: sabrá que se lo regalas tú.');

    await userEvent.click(screen.getByRole('button', { name: 'Aporto dinero para Lámpara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Lámpara»' });
    const chipIn = await within(dialog).findByRole('switch', { name: /^Mostrar mi nombre/ });
    expect(chipIn).toHaveAccessibleDescription(
      'Ana ya ha abierto sus regalos: verá tu nombre y tu mensaje en cuanto aportes.',
    );
    for (const promise of [intro, card('Tetera'), dialog])
      expect(promise).not.toHaveTextContent(/no sabrá|hasta (el|que abra)|cuando se revele/);
  });

  it('shows a refusal from the API in the form (someone took it meanwhile)', {
    timeout: 30_000,
  }, async () => {
    mockApi({
      [get]: { data: sharedList() },
      'POST /api/gift/guest/reserve': () =>
        apiError('GIFT_TAKEN', 'Alguien ya ha reservado este regalo. Elige otro de la lista.', 409),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ya lo compré por mi cuenta: Tetera' }));
    const form = card('Tetera');
    await userEvent.type(await within(form).findByLabelText(/Tu nombre/), 'Irene');
    await userEvent.type(within(form).getByLabelText(/Tu correo/), 'irene@ejemplo.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await within(form).findByText(/Alguien ya ha reservado este regalo/)).toBeInTheDocument();
  });

  it('the e-mailed link confirms at once, says so, and offers "Ya lo he comprado" and letting go', async () => {
    const api = mockApi({
      [get]: { data: sharedList() },
      'PUT /api/gift/guest/confirm': {
        data: {
          giftId: 'g1',
          listId: LIST_ID,
          giftName: 'Tetera',
          intent: 'reserve',
          status: 'confirmed',
          giftStatus: 'reserved',
        },
      },
    });
    renderPage(`?lista=${LIST_ID}&reserva=${TOKEN}`);
    expect(await screen.findByText(/¡Reserva confirmada! «Tetera» es cosa tuya/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/gift/guest/confirm')).toEqual([
      expect.objectContaining({ body: { token: TOKEN } }),
    ]);
    expect(screen.getByRole('button', { name: 'Ya lo he comprado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ya no puedo regalarlo' })).toBeInTheDocument();
  });

  it('the release link asks first and never confirms', async () => {
    const api = mockApi({
      [get]: { data: sharedList() },
      'PUT /api/gift/guest/release': {
        data: {
          giftId: 'g1',
          listId: LIST_ID,
          giftName: 'Tetera',
          intent: 'reserve',
          status: 'released',
          giftStatus: 'available',
        },
      },
    });
    renderPage(`?lista=${LIST_ID}&reserva=${TOKEN}&accion=liberar`);
    await userEvent.click(await screen.findByRole('button', { name: 'Dejarlo libre' }));
    expect(await screen.findByText('«Tetera» vuelve a estar libre para otra persona.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/gift/guest/confirm')).toHaveLength(0);
    expect(api.callsTo('PUT /api/gift/guest/release')).toHaveLength(1);
  });

  it('a friends-only list says so in Spanish and offers signing in, coming back here', async () => {
    mockApi({
      [get]: () =>
        apiError(
          'LIST_FOR_FRIENDS',
          'Esta lista solo la ven los amigos de quien la hizo. Si sois amigos, inicia sesión para verla.',
          403,
        ),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta lista es solo para amigos' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Si sois amigos, inicia sesión para verla/)).toBeInTheDocument();
    const login = screen.getByRole('link', { name: /Iniciar sesión/ });
    expect(login.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/regalar?lista=${LIST_ID}`)}`);
  });

  it('a guest on a blocked list may also create an account and come back, or go and find other lists', async () => {
    mockApi({ [get]: () => apiError('LIST_FOR_FRIENDS', 'Esta lista solo la ven los amigos.', 403) });
    renderPage();
    const register = await screen.findByRole('link', { name: /Crear una cuenta/ });
    expect(register.getAttribute('href')).toContain(encodeURIComponent(`/regalar?lista=${LIST_ID}`));
    expect(screen.getByRole('link', { name: 'Buscar otras listas' })).toHaveAttribute('href', '/regalar');
    expect(screen.queryByRole('button', { name: /solicitud de amistad/ })).not.toBeInTheDocument();
  });

  it('signed in on a friends-only list: one tap asks its owner for friendship, and says what comes next', async () => {
    saveSession({ token: ana.token, user: { ...ana, id: 'u-sara', name: 'Sara' } });
    const api = mockApi({
      [get]: () =>
        apiError(
          'LIST_FOR_FRIENDS',
          'Esta lista es de Ana y solo la ven sus amigos. Envíale una solicitud de amistad: cuando la acepte, podrás verla.',
          403,
        ),
      [`POST /api/list/shared/${LIST_ID}/askAccess`]: { data: { relation: 'request_sent' } },
    });
    renderPage();
    expect(await screen.findByText(/Esta lista es de Ana/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Iniciar sesión/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviarle una solicitud de amistad' }));
    expect(await screen.findByText(/Solicitud enviada\. Cuando la acepte/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/list/shared/${LIST_ID}/askAccess`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Buscar otras listas' })).toBeInTheDocument();
  });

  it('a private list says it is private', async () => {
    mockApi({
      [get]: () => apiError('LIST_PRIVATE', 'Esta lista es privada: solo la ve quien la hizo.', 403),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta lista es privada' }),
    ).toBeInTheDocument();
  });

  it('a signed-in friend gets the full list link, "Lo regalo yo" and "Ya lo compré por mi cuenta"', async () => {
    saveSession({ token: ana.token, user: { ...ana, id: 'u-beto', name: 'Beto' } });
    const api = mockApi({
      [get]: { data: sharedList({ viewer: { signedIn: true, isOwner: false, canOpen: true } }) },
      [`PUT /api/gift/bought/${TETERA}`]: {
        data: gift({ id: TETERA, name: 'Tetera', status: 'given', reservedByMe: true }),
      },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Ver la lista completa' })).toHaveAttribute(
      'href',
      `/home/${LIST_ID}/lista`,
    );
    expect(within(card('Tetera')).getByRole('button', { name: 'Lo regalo yo' })).toBeInTheDocument();
    await userEvent.click(
      within(card('Tetera')).getByRole('button', { name: 'Ya lo compré por mi cuenta: Tetera' }),
    );
    expect(
      screen.getByText(
        'Elige un regalo y pulsa «Lo regalo yo». Ana no sabrá que se lo regalas tú hasta el 5 Ene 2027, o hasta que abra todos sus regalos si lo hace antes.',
      ),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: '¿Ya lo has comprado por tu cuenta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, ya lo compré' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/gift/bought/${TETERA}`)).toHaveLength(1));
  });

  it('the owner sees it as others do, without ways to give', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({ [get]: { data: sharedList({ viewer: { signedIn: true, isOwner: true, canOpen: true } }) } });
    renderPage();
    expect(await screen.findByText(/Es tu lista/)).toBeInTheDocument();
    expect(within(card('Tetera')).queryByRole('button')).not.toBeInTheDocument();
  });
});
