import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { act, render, screen } from '@/test/test-utils';
import { SessionNotificationCenter } from './after-first-page';

// Which code a page asked for: the centre's module counts as loaded once something imports it.
const loaded = vi.hoisted(() => ({ centre: false }));
vi.mock('@/components/notifications/NotificationCenter', () => {
  loaded.centre = true;
  return { NotificationCenter: () => <p>centro de notificaciones</p> };
});

afterEach(() => {
  clearSession();
});

describe('the notification centre', () => {
  it('is not loaded on a guest’s page, and comes with a log-in without a reload', async () => {
    render(<SessionNotificationCenter navigate={vi.fn()} />);
    // Time enough for a lazy import to have been asked for and rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loaded.centre).toBe(false);
    expect(screen.queryByText('centro de notificaciones')).not.toBeInTheDocument();

    act(() => saveSession({ token: 'tok', user: ana }));
    expect(await screen.findByText('centro de notificaciones', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(loaded.centre).toBe(true);

    act(() => clearSession());
    expect(screen.queryByText('centro de notificaciones')).not.toBeInTheDocument();
  }, 20_000);
});
