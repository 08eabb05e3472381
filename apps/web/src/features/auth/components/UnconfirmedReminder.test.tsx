import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, saveUser } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { act, render, screen, userEvent, waitFor } from '@/test/test-utils';
import { resetUnconfirmedReminder, UNCONFIRMED_TOAST_MS, UnconfirmedReminder } from './UnconfirmedReminder';

beforeEach(() => {
  resetUnconfirmedReminder();
});

describe('unconfirmed reminder (seed §4)', () => {
  it('re-checks on start and, still unconfirmed, shows the 60-second reminder', async () => {
    saveSession({ token: ana.token, user: { ...ana, confirmed: false } });
    const api = mockApi({ 'PUT /api/user/verificarConfirmacion': { data: { confirmed: false } } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<UnconfirmedReminder />);

    expect(await screen.findByRole('status')).toHaveTextContent(
      /Confirma tu correo.*correo no deseado.*Reenviar correo de verificación.*foto de perfil/,
    );
    expect(UNCONFIRMED_TOAST_MS).toBe(60_000);
    await act(() => vi.advanceTimersByTimeAsync(UNCONFIRMED_TOAST_MS - 1000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/user/verificarConfirmacion');
    expect(call?.body).toBeUndefined();
    expect(call?.headers.get('Type-token')).toBe(ana.token);
  });

  it('stores the new flag and stays quiet when the account was confirmed meanwhile', async () => {
    saveSession({ token: ana.token, user: { ...ana, confirmed: false } });
    mockApi({ 'PUT /api/user/verificarConfirmacion': { data: { confirmed: true } } });
    render(<UnconfirmedReminder />);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').confirmed).toBe(true));
    expect(screen.queryByText(/Abre el mensaje que te enviamos/)).not.toBeInTheDocument();
  });

  it('asks nothing for a confirmed person, a guest, or a token without a stored user', async () => {
    const api = mockApi({});
    saveSession({ token: ana.token, user: ana });
    const first = render(<UnconfirmedReminder />);
    first.unmount();

    resetUnconfirmedReminder();
    localStorage.clear();
    localStorage.setItem('token', 'x'.repeat(43));
    // A deterministic clock, run well past anything the reminder could schedule.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<UnconfirmedReminder />);

    await act(() => vi.advanceTimersByTimeAsync(2 * UNCONFIRMED_TOAST_MS));
    vi.useRealTimers();
    expect(api.calls).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe('x'.repeat(43));
  });

  it('checks once per start, even when mounted twice', async () => {
    saveSession({ token: ana.token, user: { ...ana, confirmed: false } });
    const api = mockApi({ 'PUT /api/user/verificarConfirmacion': { data: { confirmed: false } } });
    render(
      <>
        <UnconfirmedReminder />
        <UnconfirmedReminder />
      </>,
    );
    await screen.findAllByText(/Abre el mensaje que te enviamos/);
    expect(api.callsTo('PUT /api/user/verificarConfirmacion')).toHaveLength(1);
  });

  it('closes at once with its close button', async () => {
    saveSession({ token: ana.token, user: { ...ana, confirmed: false } });
    mockApi({ 'PUT /api/user/verificarConfirmacion': { data: { confirmed: false } } });
    render(<UnconfirmedReminder />);
    await screen.findByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el aviso' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes away the moment the address is confirmed, even if the start-up check answered first', async () => {
    // The confirmation page and the start-up check race: the check says "unconfirmed", then the page confirms.
    saveSession({ token: ana.token, user: { ...ana, confirmed: false } });
    mockApi({ 'PUT /api/user/verificarConfirmacion': { data: { confirmed: false } } });
    render(<UnconfirmedReminder />);
    await screen.findByRole('status');
    act(() => saveUser({ ...ana, confirmed: true }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
