import type { PaymentMethod } from '@detalle/contract';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useDeleteMethod } from '../api/delete-method';
import { brandName } from './MethodRow';

/** "Eliminar" a card or account, after asking; `onRemoved` runs once it is gone. */
export function useRemoveMethod() {
  const { t } = useTranslation();
  const remove = useDeleteMethod();
  const ask = async (method: PaymentMethod, onRemoved?: () => void) => {
    const name = `${brandName(method.brand)} ${method.masked}`;
    const ok = await confirmAction({
      title: t(method.type === 'card' ? 'wallet.methods.removeCardTitle' : 'wallet.methods.removeBankTitle'),
      message: t('wallet.methods.removeMessage', { name }),
      confirmLabel: t('wallet.methods.remove'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(method.id, {
      onSuccess: () => {
        showToast({ message: t('wallet.methods.removed'), tone: 'success' });
        onRemoved?.();
      },
    });
  };
  return { ask, pendingId: remove.isPending ? remove.variables : null };
}
