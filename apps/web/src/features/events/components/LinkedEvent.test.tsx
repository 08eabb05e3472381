import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventDetail } from '@/features/events/testing/fixtures';
import { MY_EVENT_ID } from '@/features/lists/testing/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, waitFor } from '@/test/test-utils';
import { LinkedEvent } from './LinkedEvent';

const get = `GET /api/event/get/${MY_EVENT_ID}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderEvent() {
  const router = createMemoryRouter([{ path: '*', element: <LinkedEvent eventId={MY_EVENT_ID} /> }], {
    initialEntries: ['/home/x/lista'],
  });
  return render(<RouterProvider router={router} />);
}

describe('LinkedEvent', () => {
  it('an event I may not see (403 or 404) is simply not mentioned', async () => {
    for (const status of [403, 404]) {
      const api = mockApi({
        [get]: () => apiError(status === 403 ? 'FORBIDDEN' : 'NOT_FOUND', 'No.', status),
      });
      const { unmount } = renderEvent();
      await waitFor(() => expect(api.callsTo(get)).toHaveLength(1));
      await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('any other failure says so, and "Reintentar" loads the event', async () => {
    let fail = true;
    mockApi({
      [get]: () =>
        fail
          ? apiError('INTERNAL_ERROR', 'Algo ha fallado en el servidor.', 500)
          : jsonResponse({ data: eventDetail({ id: MY_EVENT_ID, name: 'Fiesta de cumpleaños' }) }),
    });
    renderEvent();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar el evento de la lista.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Fiesta de cumpleaños' })).toHaveAttribute(
      'href',
      `/evento/${MY_EVENT_ID}`,
    );
  });
});
