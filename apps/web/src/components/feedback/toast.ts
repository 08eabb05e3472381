import { notifications } from '@mantine/notifications';
import { i18n } from '@/i18n';

/** Seed §9: ordinary toasts last 1500 ms at the bottom; push-message toasts 3000 ms at the top. */
export const DEFAULT_TOAST_MS = 1500;
export const PUSH_TOAST_MS = 3000;

export type ToastOptions = {
  message: string;
  title?: string;
  tone?: 'info' | 'success' | 'error';
  /** `top` is for push messages; everything else shows at the bottom. */
  position?: 'bottom' | 'top';
  /** Milliseconds before it closes on its own; `false` keeps it until closed. */
  autoClose?: number | false;
  id?: string;
};

const colors = { info: undefined, success: 'teal', error: 'red' } as const;

/** The one way to show a toast: every toast has a close button and is announced to screen readers. */
export function showToast({
  message,
  title,
  tone = 'info',
  position = 'bottom',
  autoClose,
  id,
}: ToastOptions) {
  return notifications.show({
    id,
    title,
    message,
    color: colors[tone],
    withCloseButton: true,
    // The ✕ is announced by name, not as an unnamed button.
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
    position: position === 'top' ? 'top-center' : 'bottom-center',
    autoClose: autoClose ?? (position === 'top' ? PUSH_TOAST_MS : DEFAULT_TOAST_MS),
  });
}
