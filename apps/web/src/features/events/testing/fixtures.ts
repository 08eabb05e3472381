import type { EventDetail, PersonSummary, SpecialDate } from '@detalle/contract';

export const EVENT_ID = '3f1c9a52-8a1b-4c7e-9d6f-1a2b3c4d5e6f';

export const anaPerson: PersonSummary = { id: 'u-ana', name: 'Ana', lastname: 'García', image: null };
export const beto: PersonSummary = {
  id: '6b0e1f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Beto',
  lastname: 'López',
  image: null,
};
export const carla: PersonSummary = {
  id: '7c1f2a3b-4d5e-4f6a-9b0c-1d2e3f4a5b6c',
  name: 'Carla',
  lastname: 'Ruiz',
  image: null,
};

/** An event as `event/get` answers it; Ana organises it unless said otherwise. */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: EVENT_ID,
    name: 'Cumpleaños de Ana',
    description: 'Merienda y velas.',
    startsAt: '2027-01-05T17:30:00.000Z',
    joinDeadline: null,
    timezone: 'Europe/Madrid',
    place: 'Casa de Ana',
    mapUrl: 'https://maps.example.com/casa',
    image: '/files/defaults/events/cumpleanos.svg',
    visibility: 'friends',
    organiser: anaPerson,
    organisers: [anaPerson],
    role: 'organiser',
    participantCount: 1,
    listId: null,
    participants: [],
    ...overrides,
  };
}

export function specialDate(overrides: Partial<SpecialDate> & { id: string; title: string }): SpecialDate {
  return {
    kind: 'other',
    date: '2028-02-29',
    yearly: true,
    note: '',
    reminderDays: [7, 1],
    next: '2028-02-29',
    owner: anaPerson,
    editable: true,
    ...overrides,
  };
}
