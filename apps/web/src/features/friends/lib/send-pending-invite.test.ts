import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { inviterFrom, sendPendingInvite } from './send-pending-invite';

// Toasts live in a store shared by every test; one left over would show again in the next test.
afterEach(() => {
  notifications.clean();
});

const inviter = '6b0e1f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('sendPendingInvite', () => {
  it('asks the inviter of `?invita=` to be friends, once signed up', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = mockApi({ 'POST /api/friend/request': { data: { relation: 'request_sent' } } });
    await expect(sendPendingInvite(`?invita=${inviter}&next=/home`)).resolves.toBe(true);
    expect(api.callsTo('POST /api/friend/request')[0]?.body).toEqual({ userId: inviter });
  });

  it('does nothing without a well-formed inviter, and never throws', async () => {
    const api = mockApi({
      'POST /api/friend/request': () => apiError('NOT_FOUND', 'Esa persona no existe.', 404),
    });
    expect(inviterFrom('?invita=../../x')).toBeNull();
    await expect(sendPendingInvite('?next=/home')).resolves.toBe(false);
    expect(api.calls).toHaveLength(0);
    await expect(sendPendingInvite(`?invita=${inviter}`)).resolves.toBe(false);
  });
});
