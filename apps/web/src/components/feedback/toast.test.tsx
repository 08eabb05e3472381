import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, userEvent, within } from '@/test/test-utils';
import { DEFAULT_TOAST_MS, PUSH_TOAST_MS, showToast } from './toast';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const toastRoot = (position: string) =>
  document.querySelector<HTMLElement>(`.mantine-Notifications-root[data-position="${position}"]`);

describe('showToast', () => {
  it('shows a toast at the bottom for 1500 ms by default', async () => {
    render(<div />);
    act(() => {
      showToast({ message: 'Lista guardada' });
    });
    expect(DEFAULT_TOAST_MS).toBe(1500);
    // The toasts' container loads with the first toast (deferred-hosts.tsx); the toast waits in the store.
    await screen.findByText('Lista guardada');
    const bottom = toastRoot('bottom-center');
    expect(bottom && within(bottom).getByText('Lista guardada')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getByText('Lista guardada')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Lista guardada')).not.toBeInTheDocument();
  });

  it('has a close button, named for what it does, that removes it at once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<div />);
    act(() => {
      showToast({ message: 'Con botón', autoClose: false });
    });
    const toast = (await screen.findByText('Con botón')).closest<HTMLElement>(
      '[role="alert"], .mantine-Notification-root',
    );
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Cerrar el mensaje' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Con botón')).not.toBeInTheDocument();
  });

  it('shows push messages at the top for 3000 ms', async () => {
    render(<div />);
    act(() => {
      showToast({ message: 'Ana te ha invitado a un evento', position: 'top' });
    });
    expect(PUSH_TOAST_MS).toBe(3000);
    await screen.findByText('Ana te ha invitado a un evento');
    const top = toastRoot('top-center');
    expect(top && within(top).getByText('Ana te ha invitado a un evento')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(screen.getByText('Ana te ha invitado a un evento')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Ana te ha invitado a un evento')).not.toBeInTheDocument();
  });

  it('keeps a longer toast as long as asked (the unverified-profile toast: 60 s)', async () => {
    render(<div />);
    act(() => {
      showToast({ message: 'Verifica tu correo', autoClose: 60_000 });
    });
    await screen.findByText('Verifica tu correo');
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('Verifica tu correo')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Verifica tu correo')).not.toBeInTheDocument();
  });
});
