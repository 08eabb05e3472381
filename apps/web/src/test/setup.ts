import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { i18n } from '@/i18n';

// jsdom lacks these browser APIs; Mantine reads them (as in Mantine's Vite template). A test of the
// server's render runs in Node (`@vitest-environment node`), without a window.
if (typeof window !== 'undefined') {
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });

  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver;
}

// Lazy pages and queries can take more than Testing Library's default second on a busy
// 2-core CI machine; waiting longer costs nothing when they are quick.
configure({ asyncUtilTimeout: 5000 });

// The texts arrive in parts, with the code that names their keys (`build/texts-by-use.ts`): a key rendered
// without its part (a key built from something no loaded module holds as a string) would show as itself.
// Each test's modules are loaded as the app loads them, so every test checks that its texts came along.
const missingTexts: string[] = [];
i18n.onMissingKey = (key) => {
  missingTexts.push(key);
};

afterEach(() => {
  const missing = missingTexts.splice(0);
  expect(missing, 'keys rendered without their texts').toEqual([]);
  cleanup();
  // Mantine keeps its toasts in a module-level store: start every test without the last one's.
  notifications.clean();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
