import { openShareModal } from '@/components/share/open-share-modal';
import { shareLink } from '@/components/share/share-link';
import { i18n } from '@/i18n';
import { sharedListHref } from './paths';

type Shareable = { id: string; name: string };

/** The link people get opens `regalar?lista=`, which works without an account. */
export function shareList(list: Shareable) {
  return shareLink({ url: sharedListHref(list.id), text: i18n.t('lists.share.text', { name: list.name }) });
}

export function showListQr(list: Shareable) {
  return openShareModal({
    url: sharedListHref(list.id),
    title: list.name,
    description: i18n.t('lists.share.qrDescription'),
  });
}
