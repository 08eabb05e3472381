import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { beto, specialDate } from '../testing/fixtures';

// Toasts live in a store shared by every test; one left over would show again in the next test.
afterEach(() => {
  notifications.clean();
});

const firstLoad = { timeout: 5000 };
const ID = '9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f6a';
const mine = specialDate({ id: ID, title: 'Aniversario bisiesto', kind: 'anniversary', date: '2024-02-29' });

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});

describe('calendario/{id}: a special date', () => {
  it('mine: shows it, edits it with the same checks, and deletes it after asking', async () => {
    let current = mine;
    const api = mockApi({
      [`GET /api/special/dates/get/${ID}`]: () => jsonResponse({ data: current }),
      [`PUT /api/special/dates/update/${ID}`]: (call: { body: Partial<typeof mine> }) => {
        current = { ...current, ...call.body };
        return jsonResponse({ data: current });
      },
      [`DELETE /api/special/dates/delete/${ID}`]: { data: { message: 'Fecha borrada.' } },
      'GET /api/event/byDate': { data: [] },
      'GET /api/calendar/byMonth': { data: [] },
      'GET /api/special/dates/byMonth': { data: [] },
    });
    const { router } = renderRoute(`/calendario/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aniversario bisiesto' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Cada año')).toBeInTheDocument();
    expect(screen.getByText('29 Feb 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al calendario' })).toHaveAttribute(
      'href',
      '/calendario?mes=2028-02&dia=2028-02-29',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar la fecha' });
    const title = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(title).toHaveAccessibleDescription('Escribe un nombre para la fecha.');
    await userEvent.type(title, 'Nuestro aniversario');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestro aniversario' })).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/special/dates/update/${ID}`)[0]?.body).toEqual({
      title: 'Nuestro aniversario',
      kind: 'anniversary',
      date: '2024-02-29',
      yearly: true,
      note: '',
      reminderDays: [7, 1],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Borrar la fecha?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Borrar fecha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendario'));
  }, 30_000);

  it("a friend's birthday is shown without Editar or Borrar", async () => {
    const birthday = specialDate({
      id: `birthday-${beto.id}`,
      title: 'Cumpleaños de Beto',
      kind: 'birthday',
      date: '1990-03-08',
      next: '2027-03-08',
      owner: beto,
      editable: false,
      reminderDays: [],
    });
    mockApi({ [`GET /api/special/dates/get/birthday-${beto.id}`]: { data: birthday } });
    renderRoute(`/calendario/birthday-${beto.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cumpleaños de Beto' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('De Beto López')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borrar' })).not.toBeInTheDocument();
  }, 20_000);

  it("a date that is neither mine nor a friend's says so", async () => {
    mockApi({ [`GET /api/special/dates/get/${ID}`]: () => apiError('NOT_FOUND', 'No existe.', 404) });
    renderRoute(`/calendario/${ID}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Esta fecha no existe o no es de un amigo tuyo' },
        firstLoad,
      ),
    ).toBeInTheDocument();
  }, 20_000);

  it('a day (`YYYY-MM-DD`) lists what falls on it, with a way back', async () => {
    mockApi({
      'GET /api/event/byDate': { data: [] },
      'GET /api/calendar/byMonth': { data: [] },
      'GET /api/special/dates/byMonth': { data: [{ day: '2028-02-29', specialDate: mine }] },
    });
    renderRoute('/calendario/2028-02-29');
    expect(
      await screen.findByRole('heading', { level: 1, name: '29 de febrero de 2028' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('martes')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Aniversario bisiesto/ })).toHaveAttribute(
      'href',
      `/calendario/${ID}`,
    );
  }, 20_000);
});
