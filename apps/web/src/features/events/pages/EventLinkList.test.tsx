import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { giftList, listDetail } from '@/features/lists/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';
import { EVENT_ID, eventDetail } from '../testing/fixtures';

afterEach(() => {
  notifications.clean();
});

const BODA = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const CASA = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

describe('event page: "Vincular una lista"', () => {
  it('the organiser links one of their lists, then unlinks it', async () => {
    saveSession({ token: ana.token, user: ana });
    let listId: string | null = null;
    const api = mockApi({
      [`GET /api/event/get/${EVENT_ID}`]: () => jsonOf({ data: eventDetail({ listId }) }),
      'GET /api/list/getPagination': {
        data: {
          list: [giftList({ id: BODA, name: 'Lista de boda' }), giftList({ id: CASA, name: 'Para la casa' })],
          total: 2,
        },
      },
      [`GET /api/list/get/${BODA}`]: { data: listDetail({ id: BODA, name: 'Lista de boda' }) },
      [`PUT /api/event/list/${EVENT_ID}`]: (call: { body: unknown }) => {
        listId = (call.body as { listId: string | null }).listId;
        return jsonOf({ data: eventDetail({ listId }) });
      },
    });
    renderRoute(`/evento/${EVENT_ID}`);

    const [picker] = await screen.findAllByLabelText('Vincular una lista', {}, { timeout: 10_000 });
    await userEvent.click(picker as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Lista de boda' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/event/list/${EVENT_ID}`)[0]?.body).toEqual({ listId: BODA }),
    );
    // The event now shows the linked list.
    expect(await screen.findByRole('link', { name: 'Lista de boda' })).toHaveAttribute(
      'href',
      expect.stringContaining(BODA),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Desvincular la lista' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/event/list/${EVENT_ID}`)[1]?.body).toEqual({ listId: null }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Lista de boda' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Desvincular la lista' })).not.toBeInTheDocument();
  }, 30_000);
});

function jsonOf(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}
