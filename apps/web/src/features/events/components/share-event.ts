import { openShareModal } from '@/components/share/open-share-modal';
import { shareLink } from '@/components/share/share-link';
import { i18n } from '@/i18n';
import { hrefTo } from '@/lib/paths';

/** The link people scan or receive: the join page, which handles signing in first. */
export const joinHref = (id: string) => hrefTo('joinEvent', { id });

export function shareEvent(event: { id: string; name: string }) {
  return shareLink({ url: joinHref(event.id), text: i18n.t('events.share.text', { name: event.name }) });
}

export function showEventQr(event: { id: string; name: string }) {
  return openShareModal({
    url: joinHref(event.id),
    title: event.name,
    description: i18n.t('events.share.qrDescription'),
  });
}
