import { loadCode } from '@/lib/load-code';

/**
 * QR codes are drawn here, in the browser (the CSP forbids fetching images from
 * a QR service, and a link should not leave the device to become a picture).
 * The library is loaded on first use, so pages without a QR do not carry it.
 * Dark on white, whatever the colour scheme: scanners need the contrast.
 */
export async function createQrDataUrl(text: string, size = 512): Promise<string> {
  const { toDataURL } = await loadCode(() => import('qrcode'));
  return toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: size,
    color: { dark: '#2b211c', light: '#ffffff' },
  });
}
