import { Button } from '@mantine/core';
import { IconQrcode, IconShare } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';

type ShareButtonsProps = {
  /** Opens the share sheet, or copies the link (`shareLink`). */
  onShare: () => unknown;
  /** Opens the QR modal (`openShareModal`). */
  onQr: () => unknown;
};

/** "Compartir" and "Código QR", side by side in a page's actions (events, lists). */
export function ShareButtons({ onShare, onQr }: ShareButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={() => void onShare()}
      >
        {t('share.button')}
      </Button>
      <Button variant="light" leftSection={<IconQrcode size={18} aria-hidden />} onClick={() => void onQr()}>
        {t('share.qrButton')}
      </Button>
    </>
  );
}
