import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFrom } from './download';
import { createQrDataUrl } from './qr-code';
import { absoluteUrl, SHARE_TITLE, shareLink } from './share-link';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

function withNavigator(extra: Partial<Navigator>) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), extra));
}

afterEach(() => {
  vi.mocked(notifications.show).mockClear();
});

describe('shareLink with the Web Share API', () => {
  it('opens the share sheet titled "Compartir QR" with an absolute link and says "Compartido con éxito"', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    withNavigator({ share });
    await expect(shareLink({ url: '/evento/7', text: 'Boda de Ana' })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: SHARE_TITLE,
      text: 'Boda de Ana',
      url: `${window.location.origin}/evento/7`,
    });
    expect(SHARE_TITLE).toBe('Compartir QR');
    expect(toasts()).toEqual(['Compartido con éxito']);
  });

  it('sends the picture along when the device can share files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    withNavigator({ share, canShare: () => true });
    const file = new File(['png'], 'qr.png', { type: 'image/png' });
    await shareLink({ url: 'https://detalle.app/lista/1', file });
    expect(share.mock.calls[0]?.[0].files).toEqual([file]);
  });

  it('says nothing when the person closes the sheet', async () => {
    withNavigator({ share: vi.fn().mockRejectedValue(new DOMException('cancelado', 'AbortError')) });
    await expect(shareLink({ url: '/lista' })).resolves.toBe('cancelled');
    expect(toasts()).toEqual([]);
  });

  it('copies the link instead when sharing is refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    withNavigator({
      share: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')),
      clipboard: { writeText } as unknown as Clipboard,
    });
    await expect(shareLink({ url: '/lista' })).resolves.toBe('copied');
    expect(toasts()).toEqual(['Enlace copiado']);
  });
});

describe('shareLink without the Web Share API', () => {
  it('copies the link and says "Enlace copiado"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    withNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    await expect(shareLink({ url: 'https://detalle.app/evento/7' })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://detalle.app/evento/7');
    expect(toasts()).toEqual(['Enlace copiado']);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    withNavigator({
      share: undefined,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } as unknown as Clipboard,
    });
    await expect(shareLink({ url: 'https://detalle.app/x' })).resolves.toBe('failed');
    expect(toasts()).toEqual(['No hemos podido copiar el enlace. Cópialo a mano: https://detalle.app/x']);
  });
});

describe('helpers', () => {
  it('makes relative links absolute', () => {
    expect(absoluteUrl('/faq')).toBe(`${window.location.origin}/faq`);
    expect(absoluteUrl('https://a.example/b')).toBe('https://a.example/b');
  });

  it('turns a title into a safe file name', () => {
    expect(fileNameFrom('QR Cumpleaños de Marta!')).toBe('qr-cumpleanos-de-marta');
    expect(fileNameFrom('¿?')).toBe('detalle');
  });

  it('draws a QR code as a PNG data URL, locally', async () => {
    const url = await createQrDataUrl('https://detalle.app/evento/7', 128);
    expect(url).toMatch(/^data:image\/png;base64,/);
  });
});
