import { showToast } from '@/components/feedback/toast';
import { i18n } from '@/i18n';

const extensionByType: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/** "Cumpleaños de Marta" → "cumpleanos-de-marta": a file name every system accepts. */
export function fileNameFrom(text: string, fallback = 'detalle'): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || fallback;
}

function saveWithLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file made in memory (an .ics from the API) under `fileName`. */
export function downloadBlob(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  saveWithLink(objectUrl, fileName);
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

function isSameOrigin(url: URL): boolean {
  return url.origin === window.location.origin;
}

/**
 * A `data:` picture (a QR code drawn here) as a Blob, decoded in place: the CSP's
 * `connect-src 'self'` does not let `fetch` read `data:` addresses.
 */
export function blobFromDataUrl(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma);
  const type = header.split(';')[0] || 'application/octet-stream';
  const payload = dataUrl.slice(comma + 1);
  if (!header.endsWith(';base64')) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * The picture's bytes, or null when they cannot be read from here: another
 * site's picture, or a `blob:` one (`connect-src 'self'` does not cover them either).
 */
async function readImage(url: URL): Promise<Blob | null> {
  if (url.protocol === 'data:') return blobFromDataUrl(url.href);
  if (!isSameOrigin(url)) return null;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

/**
 * Saves a picture to the device under a readable name. Pictures made here
 * (`data:`, `blob:`) and our own files are saved directly; a picture on another
 * site cannot be read (the CSP allows only our own server), so it opens in a new
 * tab where the person can keep it.
 */
export async function downloadImage(src: string, name: string): Promise<void> {
  const url = new URL(src, window.location.href);
  // A picture already in memory downloads as it is.
  if (url.protocol === 'blob:') return saveWithLink(url.href, `${fileNameFrom(name)}.png`);
  try {
    const blob = await readImage(url);
    if (!blob) {
      window.open(url.toString(), '_blank', 'noopener');
      showToast({ message: i18n.t('share.openedToSave') });
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    saveWithLink(objectUrl, `${fileNameFrom(name)}.${extensionByType[blob.type] ?? 'png'}`);
    // The click has started the download; the URL can go once the browser has read it.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  } catch {
    showToast({ message: i18n.t('share.downloadFailed'), tone: 'error', autoClose: 4000 });
  }
}

/** The picture as a file, for sharing it along with a link; null when it cannot be read. */
export async function imageFile(src: string, name: string): Promise<File | null> {
  try {
    const blob = await readImage(new URL(src, window.location.href));
    if (!blob) return null;
    return new File([blob], `${fileNameFrom(name)}.${extensionByType[blob.type] ?? 'png'}`, {
      type: blob.type,
    });
  } catch {
    return null;
  }
}
