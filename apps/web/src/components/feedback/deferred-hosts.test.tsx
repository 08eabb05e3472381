import { describe, expect, it, vi } from 'vitest';

const toastRoots = () => document.querySelectorAll('.mantine-Notifications-root');

describe('loadDeferredHostsOnFirstInput', () => {
  it('loads the toasts container after the first tap, not on the finger’s touch', {
    timeout: 30_000,
  }, async () => {
    // The containers' switches live in the module: a fresh one, with the providers that render it.
    vi.resetModules();
    const { render, fireEvent, waitFor, act } = await import('@/test/test-utils');
    const { loadDeferredHostsOnFirstInput } = await import('./deferred-hosts');
    render(<button type="button">Lo compro yo</button>);
    loadDeferredHostsOnFirstInput();

    // A touch (which may only scroll) loads nothing: its answer is not delayed by the containers' code.
    fireEvent.pointerDown(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(toastRoots()).toHaveLength(0);

    // The tap: after its answer is painted and the browser is quiet, the containers are there.
    fireEvent.click(document.body);
    await waitFor(() => expect(toastRoots().length).toBeGreaterThan(0), { timeout: 3000 });
  });
});
