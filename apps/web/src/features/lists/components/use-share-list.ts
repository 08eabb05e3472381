import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api-error';
import type { ListDetail } from '../api/get-list';
import { useUpdateList } from '../api/save-list';
import { shareList, showListQr } from '../lib/share-list';
import { askHowToShare } from './ask-how-to-share';

/**
 * The owner's "Compartir" and "Código QR": a link never goes out that would not open for those it is sent to.
 * A friends-only or private list asks first (`askHowToShare`); opening it changes only who may open it by the
 * link (`public`, still listed nowhere), then shares.
 */
export function useShareList(list: ListDetail) {
  const { t } = useTranslation();
  const update = useUpdateList();
  const share = async (how: 'link' | 'qr') => {
    if (list.visibility !== 'public') {
      const choice = await askHowToShare(list.visibility);
      if (choice === null) return;
      if (choice === 'open') {
        try {
          await update.mutateAsync({ id: list.id, changes: { visibility: 'public' } });
        } catch (error) {
          showToast({ message: errorText(error), tone: 'error' });
          return;
        }
        showToast({ message: t('lists.shareReach.opened'), tone: 'success' });
      }
    }
    await (how === 'link' ? shareList(list) : showListQr(list));
  };
  return { share: () => share('link'), qr: () => share('qr'), pending: update.isPending };
}
