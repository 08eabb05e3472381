import { afterEach, describe, expect, it, vi } from 'vitest';
import { giftList } from '@/features/lists/testing/fixtures';
import { coOwners, lucia, luciaUser, marcos } from '@/features/owners/testing/fixtures';
import { saveSession } from '@/lib/session';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { LEO_ID, leo } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Leo's page as Lucía opens it, with whatever the test adds or changes. */
function setup(handlers: Record<string, unknown> = {}, dependent = leo()) {
  saveSession({ token: luciaUser.token, user: luciaUser });
  const api = mockApi({
    [`GET /api/dependent/get/${LEO_ID}`]: { data: dependent },
    [`GET /api/dependent/owners/${LEO_ID}`]: {
      data: coOwners({
        kind: 'dependent',
        id: LEO_ID,
        name: 'Leo',
        owners: [
          { ...lucia, receives: false, isMe: true },
          { ...marcos, receives: false, isMe: false },
        ],
      }),
    },
    'GET /api/list/getPagination': {
      data: {
        list: [
          giftList({
            id: 'l-leo',
            name: 'Bautizo de Leo',
            forDependent: { id: LEO_ID, name: 'Leo', kind: 'child' },
          }),
          giftList({ id: 'l-mia', name: 'Mi cumple' }),
        ],
        total: 2,
      },
    },
    'GET /api/special/dates/getMySpecialDate': {
      data: {
        list: [
          {
            id: 'd-1',
            title: 'Primer día de guarde',
            kind: 'other',
            date: '2026-09-08',
            yearly: true,
            note: '',
            next: '2027-09-08',
            owner: lucia,
            editable: true,
            reminderDays: [7, 1],
          },
          {
            id: `birthday:${LEO_ID}`,
            title: 'Cumpleaños de Leo',
            kind: 'birthday',
            date: '2025-03-14',
            yearly: true,
            note: '',
            next: '2027-03-14',
            owner: lucia,
            editable: false,
            reminderDays: [7, 1],
          },
        ],
        total: 2,
      },
    },
    ...handlers,
  });
  renderRoute(`/familia/${LEO_ID}`);
  return api;
}

describe('familia/:id', () => {
  it('shows its header, who looks after it, its lists, its dates and its hucha', async () => {
    const api = setup(
      {},
      leo({ birthday: '2025-03-14', balances: [{ currency: 'EUR', availableMinor: 12_000 }] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Leo' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('Peque')).toBeInTheDocument();
    expect(screen.getByText('Nació el 14 Mar 2025')).toBeInTheDocument();

    const guardians = screen.getByRole('region', { name: 'Quién lo cuida' });
    expect(await within(guardians).findByText('Marcos Ruiz')).toBeInTheDocument();
    expect(within(guardians).getByRole('button', { name: 'Dejar de cuidarlo' })).toBeInTheDocument();

    const lists = screen.getByRole('region', { name: 'Sus listas' });
    expect(await within(lists).findByText('Bautizo de Leo')).toBeInTheDocument();
    expect(within(lists).queryByText('Mi cumple')).not.toBeInTheDocument();
    expect(within(lists).getByRole('link', { name: 'Crear una lista para Leo' })).toHaveAttribute(
      'href',
      `/crear-lista?para=${LEO_ID}`,
    );

    const dates = screen.getByRole('region', { name: 'Sus fechas especiales' });
    expect(await within(dates).findByText('Primer día de guarde')).toBeInTheDocument();
    const asked = api.callsTo('GET /api/special/dates/getMySpecialDate')[0];
    expect(asked).toBeDefined();
    const url = api.fetchMock.mock.calls.find(([u]) => String(u).includes('getMySpecialDate'))?.[0];
    expect(new URL(String(url), 'http://localhost').searchParams.get('for')).toBe(LEO_ID);

    const hucha = screen.getByRole('region', { name: 'Su hucha' });
    expect(
      within(hucha).getByText(
        /^Leo tiene 120,00\s€ de regalos en Detalle\. Puedes pasarlo a tu billetera para usarlo en lo que necesite, o dejarlo hasta que tenga su cuenta y sea suyo\.$/,
      ),
    ).toBeInTheDocument();
  }, 20_000);

  it('«Pasar a mi billetera»: names the amount and where it goes, moves it once, and the hucha shows what is left', async () => {
    let current = leo({ balances: [{ currency: 'EUR', availableMinor: 12_000 }] });
    const api = setup({
      [`GET /api/dependent/get/${LEO_ID}`]: () => jsonResponse({ data: current }),
      [`POST /api/dependent/hucha/${LEO_ID}`]: ({ body }: { body: { amount: number } }) => {
        current = leo({ balances: [{ currency: 'EUR', availableMinor: 12_000 - body.amount }] });
        return jsonResponse({ data: current });
      },
      'GET /api/dashboard/transactionsUser': {
        data: {
          list: [
            {
              id: 'h-1:out',
              type: 'to_guardian',
              amount: -3000,
              currency: 'EUR',
              status: 'completed',
              date: '2026-11-20T10:00:00.000Z',
              paymentId: null,
              payoutId: null,
              methodId: null,
              methodType: null,
              person: marcos,
              concerns: null,
              availableOn: null,
              paymentStatus: null,
              giverName: 'Marcos',
              message: '',
            },
          ],
          total: 1,
        },
      },
    });
    const hucha = await screen.findByRole('region', { name: 'Su hucha' }, firstLoad);
    // Its latest movements: who moved what out of it.
    const moves = await within(hucha).findByRole('list', { name: 'Últimos movimientos de su hucha' });
    expect(within(moves).getByText('Marcos lo pasó a su billetera')).toBeInTheDocument();
    expect(within(moves).queryByRole('link')).toBeNull();
    const read = api.fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname === '/api/dashboard/transactionsUser');
    expect(read?.searchParams.get('for')).toBe(LEO_ID);
    await userEvent.click(within(hucha).getByRole('button', { name: 'Pasar a mi billetera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasar dinero de la hucha de Leo' });
    // Empty moves it all, and the button says so.
    expect(
      within(dialog).getByRole('button', { name: /^Pasar 120,00\s€ a mi billetera$/ }),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('¿Cuánto quieres pasar?'), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pasar a mi billetera' }));
    expect(await within(dialog).findByText(/Como mucho puedes poner 120,00\s€/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/dependent/hucha/${LEO_ID}`)).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('¿Cuánto quieres pasar?'));
    await userEvent.type(within(dialog).getByLabelText('¿Cuánto quieres pasar?'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pasar 20,00\s€ a mi billetera$/ }));
    expect(
      await screen.findByText(/^Listo: 20,00\s€ de la hucha de Leo ya están en tu billetera\.$/),
    ).toBeInTheDocument();
    const [sent] = api.callsTo(`POST /api/dependent/hucha/${LEO_ID}`);
    expect(sent?.body).toEqual({ amount: 2000, currency: 'EUR' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(api.callsTo(`POST /api/dependent/hucha/${LEO_ID}`)).toHaveLength(1);
    expect(
      await within(hucha).findByText(/^Leo tiene 100,00\s€ de regalos en Detalle\./),
    ).toBeInTheDocument();
  }, 30_000);

  it('«Pasar a mi billetera» refused (another guardian moved it first): the API’s words, in the dialog', async () => {
    const refusal = 'En la hucha de Leo hay 0,00 € disponibles: no puedes pasar más.';
    setup(
      {
        [`POST /api/dependent/hucha/${LEO_ID}`]: () => apiError('HUCHA_TOO_LOW', refusal, 409),
      },
      leo({ balances: [{ currency: 'EUR', availableMinor: 5_000 }] }),
    );
    const hucha = await screen.findByRole('region', { name: 'Su hucha' }, firstLoad);
    await userEvent.click(within(hucha).getByRole('button', { name: 'Pasar a mi billetera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasar dinero de la hucha de Leo' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pasar 50,00\s€ a mi billetera$/ }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  }, 30_000);

  it('an empty hucha offers nothing to move', async () => {
    setup();
    const hucha = await screen.findByRole('region', { name: 'Su hucha' }, firstLoad);
    expect(within(hucha).queryByRole('button', { name: /Pasar a mi billetera/ })).toBeNull();
  }, 20_000);

  it('a pet’s page offers no hand-over: nobody will have its account', async () => {
    setup({}, leo({ name: 'Toby', kind: 'pet' }));
    await screen.findByRole('region', { name: 'Su hucha' }, firstLoad);
    expect(screen.queryByRole('region', { name: 'Entregarle su perfil' })).toBeNull();
  }, 20_000);

  it('«Entregarle su perfil»: sends the invitation, then shows it open with «Retirar»', async () => {
    let current = leo();
    const api = setup({
      [`GET /api/dependent/get/${LEO_ID}`]: () => jsonResponse({ data: current }),
      [`POST /api/dependent/handover/${LEO_ID}`]: () => {
        const handover = {
          id: 'h-1',
          email: 'leo@example.com',
          expiresAt: '2026-12-12T10:00:00.000Z',
          invitedBy: lucia,
        };
        current = leo({ handover });
        return jsonResponse({ data: handover });
      },
      [`DELETE /api/dependent/handover/${LEO_ID}`]: () => {
        current = leo();
        return jsonResponse({ data: { message: 'Hecho.' } });
      },
    });
    const section = await screen.findByRole('region', { name: 'Entregarle su perfil' }, firstLoad);
    expect(
      within(section).getByText(
        'Cuando tenga su propia cuenta, se quedará con sus listas, sus fechas y su dinero, y vosotros dejaréis de llevarlo.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(
      within(section).getByRole('textbox', { name: /Su correo electrónico/ }),
      'leo@example.com',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Enviarle la invitación' }));
    expect(api.callsTo(`POST /api/dependent/handover/${LEO_ID}`)[0]?.body).toEqual({
      email: 'leo@example.com',
    });
    expect(
      await within(section).findByText('Invitación enviada a leo@example.com · caduca el 12 Dic 2026'),
    ).toBeInTheDocument();

    await userEvent.click(
      within(section).getByRole('button', { name: 'Retirar la invitación enviada a leo@example.com' }),
    );
    await waitFor(() => expect(api.callsTo(`DELETE /api/dependent/handover/${LEO_ID}`)).toHaveLength(1));
    expect(
      await within(section).findByRole('button', { name: 'Enviarle la invitación' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('its dates are changed and deleted for Leo (`?for=`), not as mine', async () => {
    const guarde = {
      id: 'd-1',
      title: 'Primer día de guarde',
      kind: 'other',
      date: '2026-09-08',
      yearly: true,
      note: '',
      next: '2027-09-08',
      owner: lucia,
      editable: true,
      reminderDays: [7, 1],
    };
    const api = setup({
      'PUT /api/special/dates/update/d-1': { data: { ...guarde, title: 'Primer día de cole' } },
      'DELETE /api/special/dates/delete/d-1': { data: { message: 'Fecha borrada.' } },
    });
    const dates = await screen.findByRole('region', { name: 'Sus fechas especiales' }, firstLoad);
    // Its birthday comes from its profile: it changes there, not here.
    expect(await within(dates).findByText('Cumpleaños de Leo')).toBeInTheDocument();
    expect(within(dates).queryByRole('button', { name: /«Cumpleaños de Leo»/ })).not.toBeInTheDocument();
    await userEvent.click(
      await within(dates).findByRole('button', { name: 'Editar «Primer día de guarde»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar la fecha' });
    const title = within(dialog).getByRole('textbox', { name: /Nombre/ });
    expect(title).toHaveValue('Primer día de guarde');
    await userEvent.clear(title);
    await userEvent.type(title, 'Primer día de cole');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PUT /api/special/dates/update/d-1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/special/dates/update/d-1')[0]?.body).toMatchObject({
      title: 'Primer día de cole',
    });
    const sentTo = (part: string) =>
      new URL(
        String(api.fetchMock.mock.calls.find(([u]) => String(u).includes(part))?.[0]),
        'http://localhost',
      ).searchParams.get('for');
    expect(sentTo('/special/dates/update/')).toBe(LEO_ID);

    await userEvent.click(within(dates).getByRole('button', { name: 'Borrar «Primer día de guarde»' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Borrar la fecha?' });
    expect(
      within(confirm).getByText(
        'Se borrará «Primer día de guarde» para todos los que lo cuidáis y del calendario de vuestros amigos.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Borrar fecha' }));
    expect(await screen.findByText('Fecha borrada.')).toBeInTheDocument();
    expect(sentTo('/special/dates/delete/')).toBe(LEO_ID);
  }, 30_000);

  it('«Borrar perfil» asks first; money in its hucha: the API’s own words, and I stay', async () => {
    const refusal =
      'Leo todavía tiene dinero en su hucha. Entrégale su perfil para que se lo quede, o espera a que no quede nada.';
    const api = setup({
      [`DELETE /api/dependent/delete/${LEO_ID}`]: () => apiError('DEPENDENT_HAS_MONEY', refusal, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar perfil' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar el perfil de Leo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar perfil' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/dependent/delete/${LEO_ID}`)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Leo' })).toBeInTheDocument();
  }, 20_000);

  it('somebody who does not look after it is told it is not for them', async () => {
    setup({
      [`GET /api/dependent/get/${LEO_ID}`]: () => apiError('NOT_FOUND', 'Ese perfil no existe.', 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este perfil no está a tu alcance' }, firstLoad),
    ).toBeInTheDocument();
  });
});
