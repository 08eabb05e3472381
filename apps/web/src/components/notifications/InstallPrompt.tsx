import { Button, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBellRinging, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type InstallPlatform, installSteps } from '@/components/install-guide/install-guide';
import { MessageContent } from '@/components/message/MessageContent';
import classes from '@/components/message/MessageModal.module.css';
import { i18n, useTranslation } from '@/i18n';
import { canPromptInstall, promptInstall } from '@/lib/install-prompt';
import { notificationPermission, pushSupported } from '@/lib/push';
import { dismissInstallMessage, isNotificationButtonVisible } from '@/lib/push-storage';
import { runEnableFlow } from './enable-flow';

export const INSTALL_PROMPT_ID = 'instalar-detalle';

function InstallPromptActions({ platform, close }: { platform: InstallPlatform; close: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'notify' | 'install' | null>(null);
  // Android's first step is the permission: offer it here while it has not been answered.
  const offerNotifications =
    platform === 'android' &&
    pushSupported() &&
    notificationPermission() === 'default' &&
    isNotificationButtonVisible();
  const offerInstall = platform === 'android' && canPromptInstall();

  const run = async (which: 'notify' | 'install', action: () => Promise<unknown>) => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
      close();
    }
  };

  return (
    <Stack gap="xs">
      {offerNotifications ? (
        <Button
          radius="md"
          size="md"
          leftSection={<IconBellRinging size={18} aria-hidden />}
          loading={busy === 'notify'}
          onClick={() => void run('notify', runEnableFlow)}
        >
          {t('install.enableNotifications')}
        </Button>
      ) : null}
      {offerInstall ? (
        <Button
          radius="md"
          size="md"
          variant={offerNotifications ? 'light' : 'filled'}
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={busy === 'install'}
          onClick={() => void run('install', promptInstall)}
        >
          {t('install.installApp')}
        </Button>
      ) : null}
      {offerNotifications || offerInstall ? null : (
        <Button radius="md" size="md" onClick={close}>
          {t('install.gotIt')}
        </Button>
      )}
      <Button
        radius="md"
        variant="subtle"
        color="gray"
        onClick={() => {
          dismissInstallMessage();
          close();
        }}
      >
        {t('install.dontShowAgain')}
      </Button>
    </Stack>
  );
}

/**
 * Seed §2 "Root shell": on iPhone the 4-step guide to install Detalle and turn
 * on notifications, on Android the 2-step one with the permission and the
 * browser's install prompt when there is one. The steps and pictures are the
 * install guide's (also on the help page), shown with the message modal's body;
 * "No volver a mostrar este mensaje" stores `showMessage` = `false`.
 * Opened through `openInstallPrompt` (open-install-prompt.ts), once the modals' container is ready.
 */
export function showInstallPrompt(platform: InstallPlatform): void {
  const close = () => modals.close(INSTALL_PROMPT_ID);
  modals.open({
    modalId: INSTALL_PROMPT_ID,
    title: i18n.t(`install.${platform}.title`),
    closeButtonProps: { 'aria-label': i18n.t('modal.close') },
    size: 'lg',
    radius: 'lg',
    xOffset: 12,
    yOffset: '4dvh',
    className: 'install-guide',
    classNames: { header: classes.header, body: classes.body, title: classes.title },
    children: (
      <Stack gap="lg">
        <MessageContent data={{ text: i18n.t(`install.${platform}.intro`), steps: installSteps(platform) }} />
        <InstallPromptActions platform={platform} close={close} />
      </Stack>
    ),
  });
}
