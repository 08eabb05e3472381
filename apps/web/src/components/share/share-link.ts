import { showToast } from '@/components/feedback/toast';
import { i18n } from '@/i18n';

/** Seed §9: the share sheet's title. */
export const SHARE_TITLE = 'Compartir QR';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export type ShareLinkOptions = {
  url: string;
  /** A sentence that travels with the link (apps that support it show it above). */
  text?: string;
  /** A picture to send along (the QR code), when the device can share files. */
  file?: File;
};

/** Relative links (`/evento/42`) become absolute: a shared link must open outside the app. */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).toString();
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Seed §2: share through the device's share sheet, titled "Compartir QR", and
 * say "Compartido con éxito". Without the Web Share API (most desktop browsers)
 * the link is copied and the person reads "Enlace copiado". Closing the sheet is
 * not an error and shows nothing.
 */
export async function shareLink({ url, text, file }: ShareLinkOptions): Promise<ShareOutcome> {
  const link = absoluteUrl(url);
  if (typeof navigator.share === 'function') {
    const data: ShareData = { title: SHARE_TITLE, text, url: link };
    if (file && navigator.canShare?.({ files: [file] })) data.files = [file];
    try {
      await navigator.share(data);
      showToast({ message: i18n.t('share.shared'), tone: 'success' });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, a policy, an unsupported file): copying still gets the link out.
    }
  }
  if (await copyText(link)) {
    showToast({ message: i18n.t('share.copied'), tone: 'success' });
    return 'copied';
  }
  showToast({ message: i18n.t('share.copyFailed', { url: link }), tone: 'error', autoClose: 8000 });
  return 'failed';
}
