import { notifications } from '@mantine/notifications';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { render, screen, within } from '@/test/test-utils';
import { UpcomingDates } from './UpcomingDates';

// Toasts live in a store shared by every test; one left over would show again in the next test.
afterEach(() => {
  notifications.clean();
});

const owner = (id: string, name: string) => ({ id, name, lastname: 'Vidal', image: null });
const date = (id: string, title: string, next: string, who = owner('u-beto', 'Beto')) => ({
  id,
  title,
  kind: 'birthday' as const,
  date: next,
  yearly: true,
  note: '',
  next,
  owner: who,
  editable: false,
  reminderDays: [],
});
const event = {
  id: 'e1',
  name: 'Cena de Navidad',
  description: '',
  startsAt: '2027-12-24T19:00:00.000Z',
  timezone: 'Europe/Madrid',
  place: '',
  mapUrl: null,
  image: '/files/defaults/events/cena.svg',
  visibility: 'friends' as const,
  organiser: owner(ana.id, 'Ana'),
  organisers: [owner(ana.id, 'Ana')],
  role: 'organiser' as const,
  participantCount: 0,
  listId: null,
  joinDeadline: null,
};

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-12-10T10:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('home: "Próximas fechas"', () => {
  it("puts my events, my dates and my friends' dates of the coming month in order", async () => {
    const api = mockApi({
      'GET /api/event/upcoming': { data: { list: [event], total: 1 } },
      'GET /api/special/dates/getSpecialDateFriends': {
        data: [date('b1', 'Cumpleaños de Beto', '2027-12-12')],
      },
      'GET /api/special/dates/getMySpecialDate': {
        data: {
          list: [
            date('m1', 'Nuestro aniversario', '2027-12-30', owner(ana.id, 'Ana')),
            // Too far ahead for this section.
            date('m2', 'Santo de Ana', '2028-03-01', owner(ana.id, 'Ana')),
          ],
          total: 2,
        },
      },
    });
    render(
      <MemoryRouter>
        <UpcomingDates />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Próximas fechas' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Cumpleaños de Beto',
      'Cena de Navidad',
      'Nuestro aniversario',
    ]);
    expect(items[0]).toHaveTextContent('pasado mañana · Beto Vidal');
    expect(items[2]).toHaveTextContent('Tuya');
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/evento/e1');
    const friends = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/special/dates/getSpecialDateFriends');
    expect(Object.fromEntries(friends?.searchParams ?? [])).toEqual({ date: '2027-12-10', days: '30' });
  });

  it('says so when nothing is coming, with a way to create an event', async () => {
    mockApi({
      'GET /api/event/upcoming': { data: { list: [], total: 0 } },
      'GET /api/special/dates/getSpecialDateFriends': { data: [] },
      'GET /api/special/dates/getMySpecialDate': { data: { list: [], total: 0 } },
    });
    render(
      <MemoryRouter>
        <UpcomingDates />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Nada en los próximos 30 días' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear evento' })).toHaveAttribute('href', '/crear-evento');
  });
});
