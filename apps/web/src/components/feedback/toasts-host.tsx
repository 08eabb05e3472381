import { Notifications } from '@mantine/notifications';
import { DEFAULT_TOAST_MS } from './toast';

/**
 * The toasts' container, loaded after the first page or with the first toast (`deferred-hosts.tsx`). Its styles
 * come with the page's (`main.tsx`).
 */
export function ToastsHost() {
  return <Notifications position="bottom-center" autoClose={DEFAULT_TOAST_MS} zIndex={300} />;
}
