import { type Donation, IDEMPOTENCY_HEADER, type OngPage as OngPageData } from '@detalle/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { donation as aDonation } from '@/features/wallet/testing/donation-fixtures';
import { testConfig } from '@/features/wallet/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { fireEvent, render, screen, userEvent, within } from '@/test/test-utils';
import OngPage from './OngPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ONG_ID = '7d3c0a00-0000-4000-8000-0000000000aa';
const page = (over: Partial<OngPageData> = {}): OngPageData => ({
  id: ONG_ID,
  name: 'Fundación Abrazo',
  image: null,
  description: 'Juguetes para niños hospitalizados.',
  country: 'ES',
  legalId: 'G12345678',
  website: 'https://abrazo.org',
  verified: true,
  needLists: [{ id: 'l-1', name: 'Lo que necesitamos', description: '', image: '/x.svg', giftCount: 3 }],
  isMine: false,
  ...over,
});
const donation = (over: Partial<Donation> = {}) =>
  aDonation({ ong: { id: ONG_ID, name: 'Fundación Abrazo' }, taxId: '12345678Z', ...over });

function renderPage(id = ONG_ID) {
  const router = createMemoryRouter([{ path: '/ong/:id', Component: OngPage }], {
    initialEntries: [`/ong/${id}`],
  });
  return render(<RouterProvider router={router} />);
}

describe('OngPage (ong/:id)', () => {
  it('a guest sees the verified ONG, its need-lists, and donates with the test card', async () => {
    const api = mockApi({
      [`GET /api/ong/get/${ONG_ID}`]: { data: page() },
      'GET /api/wallet/config': { data: testConfig },
      'POST /api/donation/guest': { data: donation() },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundación Abrazo' })).toBeInTheDocument();
    expect(screen.getByText('ONG verificada')).toBeInTheDocument();
    expect(screen.getByText('N.º de registro: G12345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lo que necesitamos' })).toHaveAttribute(
      'href',
      '/regalar?lista=l-1',
    );
    expect(screen.queryByRole('heading', { name: 'Donaciones recibidas' })).not.toBeInTheDocument();

    const donate = screen.getByRole('button', { name: 'Donar' });
    fireEvent.click(donate);
    // The tap's own answer is the button turning busy (a spinner) at once; the dialog opens once that is on
    // screen, and the button is not busy any more.
    expect(donate).toHaveAttribute('aria-busy', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Donar a Fundación Abrazo' });
    expect(donate).not.toHaveAttribute('aria-busy');
    const field = within(dialog).getByRole('textbox', { name: '¿Cuánto quieres donar?' });
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Nombre y apellidos/ }),
      'Gala Pérez Ruiz',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /NIF o NIE/ }), '12345678A');
    // The name is asked once, for the certificate.
    expect(within(dialog).queryByRole('textbox', { name: 'Tu nombre' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tu correo/ }), 'gala@ejemplo.com');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Número de la tarjeta' }),
      '4242424242424242',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Caducidad' }), '12/30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Donar 25,00/ }));
    // The NIF's control letter is checked before anything is sent.
    expect(await within(dialog).findByText(/la letra no corresponde al número/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/donation/guest')).toHaveLength(0);
    const nif = within(dialog).getByRole('textbox', { name: /NIF o NIE/ });
    await userEvent.clear(nif);
    await userEvent.type(nif, '12345678Z');
    // With a NIF, the province it is declared in (Modelo 182).
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Provincia/ }), 'Madrid');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Donar 25,00/ }));
    expect(await within(dialog).findByText(/Has donado 25,00\s€ a Fundación Abrazo/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Certificado n\.º 2026-000001/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descargar el certificado' })).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/donation/guest');
    expect(call?.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect(call?.body).toMatchObject({
      ongId: ONG_ID,
      amount: 2500,
      currency: 'EUR',
      fullName: 'Gala Pérez Ruiz',
      name: 'Gala',
      taxId: '12345678Z',
      province: '28',
      email: 'gala@ejemplo.com',
      card: { kind: 'test', number: '4242424242424242' },
    });
  }, 120_000);

  it('an unverified or unknown ONG is a Spanish "not found" page', async () => {
    mockApi({
      [`GET /api/ong/get/${ONG_ID}`]: () =>
        apiError('NOT_FOUND', 'No encontramos esa ONG. Puede que aún no esté verificada.', 404),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esa ONG' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las ONG verificadas' })).toHaveAttribute('href', '/ongs');
  });

  it('the ONG itself edits its page and sees the donations it received', async () => {
    saveSession({ token: 'tok', user: { ...ana, type: 2 } });
    const api = mockApi({
      [`GET /api/ong/get/${ONG_ID}`]: { data: page({ isMine: true }) },
      'GET /api/ong/mine': {
        data: {
          id: ONG_ID,
          name: 'Fundación Abrazo',
          description: 'Juguetes.',
          legalId: 'G12345678',
          website: null,
          status: 'verified',
        },
      },
      'GET /api/ong/donations': {
        data: {
          list: [
            {
              id: 'd-1',
              certificateNumber: '2026-000001',
              date: '2026-01-01T10:00:00.000Z',
              donorName: 'Gala Pérez Ruiz',
              taxId: '12345678Z',
              amount: 2500,
              currency: 'EUR',
            },
          ],
          total: 1,
        },
      },
      'GET /api/ong/donations/donors': () =>
        apiError('VALIDATION_ERROR', 'Ese año aún no ha empezado: elige este año o uno anterior.', 400),
      'PUT /api/ong/update': {
        data: {
          id: ONG_ID,
          name: 'Fundación Abrazo',
          description: 'Juguetes y libros.',
          legalId: 'G12345678',
          website: null,
          status: 'verified',
        },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Donaciones recibidas' })).toBeInTheDocument();
    expect(await screen.findByText('Gala Pérez Ruiz')).toBeInTheDocument();
    expect(screen.getByText(/N\.º 2026-000001/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donar' })).not.toBeInTheDocument();
    // The donors for Modelo 182, explained; what the API refuses is said where the button is.
    const donors = screen.getByRole('button', { name: 'Descargar donantes para el Modelo 182' });
    expect(donors).toHaveAccessibleDescription(/Un donante por NIF con su provincia y si es recurrente/);
    await userEvent.click(donors);
    expect(await screen.findByText(/Ese año aún no ha empezado/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/ong/donations/donors')).toHaveLength(1);
    const description = screen.getByRole('textbox', { name: 'Descripción' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Juguetes y libros.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(api.callsTo('PUT /api/ong/update')[0]?.body).toMatchObject({
      description: 'Juguetes y libros.',
      website: null,
    });
  }, 60_000);
});
