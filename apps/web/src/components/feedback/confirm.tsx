import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '@/i18n';
import { whenModalsReady } from './deferred-hosts';

export type ConfirmOptions = {
  title: string;
  message: string;
  /** Label of the confirming button; "Aceptar" by default. */
  confirmLabel?: string;
  /** Red confirming button, for destructive actions. */
  danger?: boolean;
};

/**
 * Seed §8: confirm dialogs have "Cancelar" and a confirming button, "Aceptar" by default (the seed's "Ok" is
 * not Spanish). Resolves true only when
 * the person confirms; closing the dialog any other way counts as "Cancelar".
 * Every destructive action asks through this.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    void whenModalsReady().then(() =>
      modals.openConfirmModal({
        title,
        centered: true,
        children: <Text size="sm">{message}</Text>,
        labels: { confirm: confirmLabel ?? i18n.t('common.ok'), cancel: i18n.t('common.cancel') },
        confirmProps: danger ? { color: 'red' } : undefined,
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    );
  });
}
