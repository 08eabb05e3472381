import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, userEvent } from '@/test/test-utils';
import { LoadingIndicator } from './LoadingIndicator';
import { LOADING_TIMEOUT_MS } from './use-loading-timeout';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const slow = () => screen.queryByRole('alert');

describe('LoadingIndicator', () => {
  it('says what is loading, and after 7000 ms what is happening with a retry', async () => {
    const onRetry = vi.fn();
    render(<LoadingIndicator label="Cargando tus listas" onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus listas');
    expect(LOADING_TIMEOUT_MS).toBe(7000);

    await act(() => vi.advanceTimersByTimeAsync(6900));
    expect(slow()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(slow()).toHaveTextContent('Está tardando más de lo normal');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
    // The retry starts a new wait: the notice goes, and comes back only after another time-out.
    expect(slow()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOADING_TIMEOUT_MS + 100));
    expect(slow()).toBeInTheDocument();
  });

  it('takes a custom time-out', async () => {
    render(<LoadingIndicator timeout={2000} />);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(slow()).toBeInTheDocument();
  });

  it('never times out with a negative time-out', async () => {
    render(<LoadingIndicator timeout={-1} label="Esperando" />);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(slow()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Esperando');
  });

  it('wraps a skeleton in the status when given one', () => {
    render(
      <LoadingIndicator label="Cargando el evento">
        <p>esqueleto</p>
      </LoadingIndicator>,
    );
    expect(screen.getByRole('status', { name: 'Cargando el evento' })).toHaveTextContent('esqueleto');
  });
});
