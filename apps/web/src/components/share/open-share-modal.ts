import { showToast } from '@/components/feedback/toast';
import { openMessageModal } from '@/components/message/open-message-modal';
import { i18n } from '@/i18n';
import { createQrDataUrl } from './qr-code';
import { absoluteUrl } from './share-link';

export type ShareModalOptions = {
  /** The public link: `hrefTo('evento', { id })`, or a full address. */
  url: string;
  /** What is shared, e.g. "Cumpleaños de Marta": the modal's title and the file name. */
  title: string;
  /** A sentence under the title, e.g. who can open the link. */
  description?: string;
};

/**
 * The QR modal of a list, an event or the app itself: the QR code of the public
 * link with "Compartir", "Descargar" (PNG) and "Imprimir".
 *
 *     await openShareModal({ url: hrefTo('evento', { id }), title: evento.name });
 */
export async function openShareModal({ url, title, description }: ShareModalOptions) {
  const link = absoluteUrl(url);
  let qr: string;
  try {
    qr = await createQrDataUrl(link);
  } catch {
    showToast({ message: i18n.t('share.qrFailed'), tone: 'error', autoClose: 4000 });
    return null;
  }
  return openMessageModal({
    title,
    description,
    imgURL: qr,
    imgAlt: i18n.t('share.qrAlt', { title }),
    urlShared: link,
    downloadName: i18n.t('share.qrFileName', { title }),
    printable: true,
    text: i18n.t('share.linkText'),
    cssClass: 'share-qr',
  });
}
