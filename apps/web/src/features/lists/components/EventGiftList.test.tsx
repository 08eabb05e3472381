import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventDetail } from '@/features/events/testing/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, waitFor } from '@/test/test-utils';
import { LIST_ID, listDetail } from '../testing/fixtures';
import { EventGiftList } from './EventGiftList';

const get = `GET /api/list/get/${LIST_ID}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard() {
  const event = eventDetail({ listId: LIST_ID, role: 'accepted' });
  const router = createMemoryRouter([{ path: '*', element: <EventGiftList event={event} signedIn /> }], {
    initialEntries: ['/evento/x'],
  });
  return render(<RouterProvider router={router} />);
}

describe('EventGiftList', () => {
  it('a list I may not open (403 or 404) is simply not mentioned', async () => {
    for (const status of [403, 404]) {
      const api = mockApi({
        [get]: () => apiError(status === 403 ? 'FORBIDDEN' : 'NOT_FOUND', 'No.', status),
      });
      const { unmount } = renderCard();
      await waitFor(() => expect(api.callsTo(get)).toHaveLength(1));
      await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('any other failure says so, and "Reintentar" loads the list', async () => {
    let fail = true;
    mockApi({
      [get]: () =>
        fail
          ? apiError('INTERNAL_ERROR', 'Algo ha fallado en el servidor.', 500)
          : jsonResponse({ data: listDetail({ name: 'Regalos para Ana' }) }),
    });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar la lista de regalos.');
    expect(alert).toHaveTextContent('Algo ha fallado en el servidor.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Regalos para Ana' })).toHaveAttribute(
      'href',
      `/home/${LIST_ID}/lista`,
    );
  });
});
