import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { beto, EVENT_ID, eventDetail, specialDate } from '../testing/fixtures';

// Toasts live in a store shared by every test; one left over would show again in the next test.
afterEach(() => {
  notifications.clean();
});

const firstLoad = { timeout: 5000 };
const leapDay = specialDate({
  id: '9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f6a',
  title: 'Aniversario bisiesto',
  kind: 'anniversary',
  date: '2024-02-29',
  next: '2028-02-29',
});
const betoBirthday = specialDate({
  id: `birthday-${beto.id}`,
  title: 'Cumpleaños de Beto',
  kind: 'birthday',
  date: '1990-02-10',
  next: '2028-02-10',
  owner: beto,
  editable: false,
  reminderDays: [],
});
// Noon UTC: the same day in every zone the tests may run in.
const party = eventDetail({ id: EVENT_ID, name: 'Fiesta de Ana', startsAt: '2028-02-29T12:00:00.000Z' });

function monthApi() {
  return mockApi({
    'GET /api/event/byDate': { data: [] },
    'GET /api/calendar/byMonth': { data: [] },
    'GET /api/special/dates/byMonth': { data: [] },
  });
}

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});
afterEach(() => {
  vi.useRealTimers();
});

const grid = () => screen.getByRole('table');
const dayButton = (name: string | RegExp) => within(grid()).getByRole('button', { name });

describe('calendario: the month grid', () => {
  it('is in Spanish, Monday first, and moves month to month', async () => {
    monthApi();
    renderRoute('/calendario?mes=2028-02');
    expect(await screen.findByRole('heading', { name: 'Febrero 2028' }, firstLoad)).toBeInTheDocument();
    const headers = within(grid()).getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('abbr'))).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(headers.map((th) => th.querySelector('[aria-hidden]')?.textContent)).toEqual([
      'L',
      'M',
      'X',
      'J',
      'V',
      'S',
      'D',
    ]);
    // 1 Feb 2028 is a Tuesday: the first cell is Monday 31 January.
    const firstRow = within(grid()).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('button')[0]).toHaveAccessibleName(/^31 de enero de 2028/);
    expect(within(firstRow).getAllByRole('button')[1]).toHaveAccessibleName(/^1 de febrero de 2028/);

    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Marzo 2028' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByRole('heading', { name: 'Enero 2028' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByRole('heading', { name: 'Diciembre 2027' })).toBeInTheDocument();
  }, 20_000);

  it('"Hoy" goes back to the current month and selects today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-15T12:00:00Z'));
    monthApi();
    renderRoute('/calendario?mes=2030-01');
    expect(await screen.findByRole('heading', { name: 'Enero 2030' }, firstLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(await screen.findByRole('heading', { name: 'Julio 2027' })).toBeInTheDocument();
    const today = dayButton(/^15 de julio de 2027, hoy/);
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-pressed', 'true');
  }, 20_000);

  it('shows a 29 February 2028 date and an event on that day, and lists them when the day is chosen', async () => {
    const api = mockApi({
      'GET /api/event/byDate': { data: [party] },
      'GET /api/calendar/byMonth': { data: [] },
      'GET /api/special/dates/byMonth': {
        data: [
          { day: '2028-02-10', specialDate: betoBirthday },
          { day: '2028-02-29', specialDate: leapDay },
        ],
      },
    });
    renderRoute('/calendario?mes=2028-02');
    await waitFor(
      () => expect(dayButton(/^29 de febrero de 2028/)).toHaveAccessibleName(/1 evento, 1 fecha especial/),
      firstLoad,
    );
    expect(dayButton(/^10 de febrero de 2028/)).toHaveAccessibleName(
      '10 de febrero de 2028, 1 fecha especial',
    );
    expect(dayButton(/^28 de febrero de 2028/)).toHaveAccessibleName('28 de febrero de 2028');

    // With no day chosen, the month's list shows everything in order.
    const agenda = screen.getByRole('region', { name: 'En febrero' });
    expect(within(agenda).getByRole('link', { name: /Cumpleaños de Beto/ })).toHaveAttribute(
      'href',
      `/calendario/birthday-${beto.id}`,
    );

    await userEvent.click(dayButton(/^29 de febrero de 2028/));
    const day = await screen.findByRole('region', { name: '29 de febrero de 2028' });
    expect(within(day).getByRole('link', { name: /Fiesta de Ana/ })).toHaveAttribute(
      'href',
      `/evento/${EVENT_ID}`,
    );
    expect(within(day).getByRole('link', { name: /Aniversario bisiesto/ })).toHaveTextContent('Aniversario');
    expect(within(day).queryByText('Cumpleaños de Beto')).not.toBeInTheDocument();

    const byDate = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/event/byDate');
    expect(byDate?.searchParams.get('month')).toBe('2');
    expect(byDate?.searchParams.get('year')).toBe('2028');
    expect(byDate?.searchParams.get('tz')).toBeTruthy();
  }, 20_000);

  it('shows a draw’s exchange day and dated lists, each linking back to the draw or the list', async () => {
    mockApi({
      'GET /api/event/byDate': { data: [] },
      'GET /api/special/dates/byMonth': { data: [] },
      'GET /api/calendar/byMonth': {
        data: [
          { kind: 'list', id: 'l-boda', name: 'Boda', date: '2028-02-12', ownerName: null },
          { kind: 'list', id: 'l-beto', name: 'Cumple de Beto', date: '2028-02-20', ownerName: 'Beto' },
          { kind: 'draw', id: 'd-navidad', name: 'Sorteo del trabajo', date: '2028-02-20', ownerName: null },
        ],
      },
    });
    renderRoute('/calendario?mes=2028-02');
    await waitFor(
      () =>
        expect(dayButton(/^20 de febrero de 2028/)).toHaveAccessibleName(
          '20 de febrero de 2028, 2 sorteos o listas',
        ),
      firstLoad,
    );
    expect(dayButton(/^12 de febrero de 2028/)).toHaveAccessibleName(
      '12 de febrero de 2028, 1 sorteo o lista',
    );

    const agenda = screen.getByRole('region', { name: 'En febrero' });
    expect(within(agenda).getByRole('link', { name: /Boda/ })).toHaveAttribute('href', '/home/l-boda/lista');
    expect(within(agenda).getByRole('link', { name: /Boda/ })).toHaveTextContent('Tu lista');
    const friends = within(agenda).getByRole('link', { name: /Cumple de Beto/ });
    expect(friends).toHaveAttribute('href', '/home/l-beto/lista');
    expect(friends).toHaveTextContent('Lista de Beto');
    const draw = within(agenda).getByRole('link', { name: /Sorteo del trabajo/ });
    expect(draw).toHaveAttribute('href', '/amigo-invisible/d-navidad');
    expect(draw).toHaveTextContent('Intercambio del amigo invisible');
  }, 20_000);
});
