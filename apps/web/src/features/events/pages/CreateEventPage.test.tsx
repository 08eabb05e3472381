import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { EVENT_ID, eventDetail } from '../testing/fixtures';

// Toasts live in a store shared by every test; one left over would show again in the next test.
afterEach(() => {
  notifications.clean();
});

const firstLoad = { timeout: 5000 };
// The event's own day and hour, not those of "Fecha límite para unirse" / "Hora límite".
const START_DAY = /^Fecha(?! límite)/;
const START_TIME = /^Hora(?! límite)/;
const images = {
  data: [
    { id: 'cumpleanos', name: 'Cumpleaños', url: '/files/defaults/events/cumpleanos.svg' },
    { id: 'fiesta', name: 'Fiesta', url: '/files/defaults/events/fiesta.svg' },
  ],
};

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});

async function fillValid() {
  await userEvent.type(screen.getByRole('textbox', { name: /Nombre del evento/ }), 'Cena de Navidad');
  // Typed the Spanish way: day/month/year, and a 24-hour time.
  // Pasted: each keystroke redraws the calendar, slow in jsdom.
  await userEvent.click(screen.getByRole('textbox', { name: START_DAY }));
  await userEvent.paste('24/12/2027');
  await userEvent.type(screen.getByLabelText(START_TIME), '21:00');
  const zone = screen.getByRole('combobox', { name: 'Zona horaria' });
  await userEvent.clear(zone);
  await userEvent.type(zone, 'Madrid');
  await userEvent.click(await screen.findByRole('option', { name: 'Europe/Madrid' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Lugar' }), 'Casa de la abuela');
}

describe('crear-evento: the form', () => {
  it("checks with the contract's Spanish messages before sending anything", async () => {
    const api = mockApi({ 'GET /api/configuracion/eventDefaultImage': images });
    renderRoute('/crear-evento');
    const create = await screen.findByRole('button', { name: 'Crear evento' }, firstLoad);
    await userEvent.type(screen.getByRole('textbox', { name: /Enlace al mapa/ }), 'mapa de casa');
    await userEvent.click(create);

    const name = screen.getByRole('textbox', { name: /Nombre del evento/ });
    expect(name).toHaveAccessibleDescription(/Escribe el nombre del evento\./);
    expect(screen.getByRole('textbox', { name: START_DAY })).toHaveAccessibleDescription(
      /Elige la fecha y la hora del evento\./,
    );
    expect(screen.getByRole('textbox', { name: /Enlace al mapa/ })).toHaveAccessibleDescription(
      /Escribe un enlace que empiece por https:\/\//,
    );
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.callsTo('POST /api/event/save')).toHaveLength(0);
  }, 30_000);

  it("sends the time of the chosen zone as an instant, and shows the API's field errors on the inputs", async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /api/configuracion/eventDefaultImage': images,
      'POST /api/event/save': () =>
        ++attempt === 1
          ? apiError('VALIDATION_ERROR', 'Revisa los datos.', 400, [
              { path: 'place', message: 'El lugar puede tener como mucho 200 caracteres.' },
            ])
          : jsonResponse({ data: eventDetail({ id: EVENT_ID, name: 'Cena de Navidad' }) }),
      [`GET /api/event/get/${EVENT_ID}`]: { data: eventDetail({ name: 'Cena de Navidad' }) },
    });
    const { router } = renderRoute('/crear-evento');
    await screen.findByRole('button', { name: 'Crear evento' }, firstLoad);
    await fillValid();
    // The second picture of ours, and "Pública".
    await userEvent.click(screen.getByRole('button', { name: 'Fiesta' }));
    await userEvent.click(screen.getByRole('radio', { name: /Pública/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear evento' }));

    expect(await screen.findByText('El lugar puede tener como mucho 200 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lugar' })).toHaveAccessibleDescription(
      'El lugar puede tener como mucho 200 caracteres.',
    );
    expect(api.callsTo('POST /api/event/save')[0]?.body).toEqual({
      name: 'Cena de Navidad',
      description: '',
      // 21:00 in Madrid on 24 December is 20:00 UTC.
      startsAt: '2027-12-24T20:00:00.000Z',
      timezone: 'Europe/Madrid',
      place: 'Casa de la abuela',
      mapUrl: null,
      image: '/files/defaults/events/fiesta.svg',
      visibility: 'public',
      joinDeadline: null,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/evento/${EVENT_ID}`));
  }, 30_000);

  it('sends the join deadline on the event clock, and asks for its hour when only the day is typed', async () => {
    const api = mockApi({
      'GET /api/configuracion/eventDefaultImage': images,
      'POST /api/event/save': { data: eventDetail({ id: EVENT_ID }) },
      [`GET /api/event/get/${EVENT_ID}`]: { data: eventDetail() },
    });
    const { router } = renderRoute('/crear-evento');
    await screen.findByRole('button', { name: 'Crear evento' }, firstLoad);
    await fillValid();
    expect(screen.getByRole('group', { name: 'Fecha límite para unirse' })).toHaveAccessibleDescription(
      /Opcional\. Después de esa fecha nadie más podrá unirse/,
    );
    const deadlineDay = screen.getByRole('textbox', { name: /^Día límite/ });
    await userEvent.click(deadlineDay);
    await userEvent.paste('20/12/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    expect(deadlineDay).toHaveAccessibleDescription(/Elige la fecha y la hora límite para unirse\./);
    expect(api.callsTo('POST /api/event/save')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Hora límite/), '23:59');
    await userEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/evento/${EVENT_ID}`));
    // 23:59 in Madrid on 20 December is 22:59 UTC.
    expect(api.callsTo('POST /api/event/save')[0]?.body).toMatchObject({
      joinDeadline: '2027-12-20T22:59:00.000Z',
    });
  }, 30_000);

  it('edits: the organiser gets the form filled in on the event clock, and saves with PUT', async () => {
    const event = eventDetail({
      name: 'Cumpleaños de Ana',
      timezone: 'America/Bogota',
      startsAt: '2027-01-05T23:30:00.000Z',
      joinDeadline: '2027-01-03T04:00:00.000Z',
    });
    const api = mockApi({
      'GET /api/configuracion/eventDefaultImage': images,
      [`GET /api/event/get/${EVENT_ID}`]: { data: event },
      [`PUT /api/event/update/${EVENT_ID}`]: { data: { ...event, name: 'Cumple de Ana' } },
    });
    const { router } = renderRoute(`/crear-evento?evento=${EVENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar evento' }, firstLoad),
    ).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Nombre del evento/ });
    expect(name).toHaveValue('Cumpleaños de Ana');
    expect(screen.getByRole('textbox', { name: START_DAY })).toHaveValue('05/01/2027');
    expect(screen.getByLabelText(START_TIME)).toHaveValue('18:30');
    // The deadline on the same clock: 23:00 on 2 January in Bogotá.
    expect(screen.getByRole('textbox', { name: /^Día límite/ })).toHaveValue('02/01/2027');
    expect(screen.getByLabelText(/^Hora límite/)).toHaveValue('23:00');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cumple de Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/evento/${EVENT_ID}`));
    expect(api.callsTo(`PUT /api/event/update/${EVENT_ID}`)[0]?.body).toMatchObject({
      name: 'Cumple de Ana',
      startsAt: '2027-01-05T23:30:00.000Z',
      joinDeadline: '2027-01-03T04:00:00.000Z',
      timezone: 'America/Bogota',
    });
  }, 30_000);

  it('edits: someone who does not organise the event is told so', async () => {
    mockApi({
      'GET /api/configuracion/eventDefaultImage': images,
      [`GET /api/event/get/${EVENT_ID}`]: { data: eventDetail({ role: 'accepted' }) },
    });
    renderRoute(`/crear-evento?evento=${EVENT_ID}`);
    const alert = (
      await screen.findByText(/Solo quien organiza el evento puede cambiarlo\./, {}, firstLoad)
    ).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Ver el evento' })).toHaveAttribute(
      'href',
      `/evento/${EVENT_ID}`,
    );
  }, 30_000);
});
