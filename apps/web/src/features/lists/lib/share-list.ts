import { openShareModal } from '@/components/share/open-share-modal';
import { shareLink } from '@/components/share/share-link';
import { i18n } from '@/i18n';
import { listHref } from './paths';

type Shareable = { id: string; name: string };

export function shareList(list: Shareable) {
  return shareLink({ url: listHref(list.id), text: i18n.t('lists.share.text', { name: list.name }) });
}

export function showListQr(list: Shareable) {
  return openShareModal({
    url: listHref(list.id),
    title: list.name,
    description: i18n.t('lists.share.qrDescription'),
  });
}
