import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPushFakes, removePushFakes } from '@/test/push-fakes';
import {
  registerServiceWorker,
  registerServiceWorkerWhenStable,
  SERVICE_WORKER_FALLBACK_MS,
} from './service-worker';

type IdleWindow = Window & { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  removePushFakes();
  Reflect.deleteProperty(window as IdleWindow, 'requestIdleCallback');
  Reflect.deleteProperty(window as IdleWindow, 'cancelIdleCallback');
});

describe('service worker registration (seed §4, §9)', () => {
  it('registers at the first idle moment after the page has loaded', () => {
    let idle: (() => void) | undefined;
    Object.assign(window as IdleWindow, {
      requestIdleCallback: (cb: () => void) => {
        idle = cb;
        return 1;
      },
      cancelIdleCallback: vi.fn(),
    });
    const register = vi.fn();
    registerServiceWorkerWhenStable(register);
    expect(register).not.toHaveBeenCalled();
    idle?.();
    expect(register).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SERVICE_WORKER_FALLBACK_MS);
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers after 30 s at the latest when the page never gets quiet', () => {
    Object.assign(window as IdleWindow, { requestIdleCallback: () => 1, cancelIdleCallback: vi.fn() });
    const register = vi.fn();
    registerServiceWorkerWhenStable(register);
    vi.advanceTimersByTime(29_999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledOnce();
    expect(SERVICE_WORKER_FALLBACK_MS).toBe(30_000);
  });

  it('waits for the page to load first', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const register = vi.fn();
    registerServiceWorkerWhenStable(register);
    vi.advanceTimersByTime(5000);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    const register = vi.fn();
    const cancel = registerServiceWorkerWhenStable(register);
    cancel();
    vi.advanceTimersByTime(SERVICE_WORKER_FALLBACK_MS);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers /sw.js for the whole app, once', async () => {
    const { container } = installPushFakes();
    await Promise.all([registerServiceWorker(), registerServiceWorker()]);
    expect(container.register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });
});
