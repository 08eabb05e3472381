import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter, IconShare2 } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadImage, imageFile } from '@/components/share/download';
import { printImage } from '@/components/share/print-image';
import { absoluteUrl, shareLink } from '@/components/share/share-link';
import { useTranslation } from '@/i18n';
import classes from './MessageContent.module.css';

type MessageImageProps = {
  src: string;
  alt: string;
  /** The link "Compartir" sends; no share button without one. */
  shareUrl?: string;
  /** Names the downloaded file and heads the printed page. */
  name: string;
  printable?: boolean;
};

/** `imgURL`: a picture with "Compartir" and "Descargar" (and "Imprimir" for QR codes). */
export function MessageImage({ src, alt, shareUrl, name, printable = false }: MessageImageProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'share' | 'download' | null>(null);

  const share = async () => {
    if (!shareUrl) return;
    setBusy('share');
    try {
      // The picture goes along where the device can share files (a QR code into a chat).
      const file = typeof navigator.share === 'function' ? await imageFile(src, name) : null;
      await shareLink({ url: shareUrl, text: name, file: file ?? undefined });
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      await downloadImage(src, name);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <img src={src} alt={alt} className={classes.framedImage} />
      {shareUrl ? (
        // The link itself, selectable, for someone who prefers to copy it by hand.
        <Text size="sm" c="dimmed" ta="center" className={classes.link}>
          {absoluteUrl(shareUrl)}
        </Text>
      ) : null}
      <Group justify="center" gap="sm" grow preventGrowOverflow={false}>
        {shareUrl ? (
          <Button
            radius="md"
            variant="light"
            leftSection={<IconShare2 size={18} aria-hidden />}
            onClick={share}
            loading={busy === 'share'}
          >
            {t('modal.share')}
          </Button>
        ) : null}
        <Button
          radius="md"
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={download}
          loading={busy === 'download'}
        >
          {t('modal.download')}
        </Button>
        {printable ? (
          <Button
            radius="md"
            variant="light"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => void printImage({ src, title: name, caption: shareUrl })}
          >
            {t('modal.print')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
