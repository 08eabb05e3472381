import { Loader } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { detectInstallPlatform } from '@/components/install-guide/install-guide';
import { useTranslation } from '@/i18n';
import { isStandalone } from '@/lib/install-prompt';
import { initNotificationEnable, useNotificationButtonVisible } from '@/lib/push-storage';
import { runEnableFlow } from './enable-flow';
import classes from './NotificationButton.module.css';
import { openInstallPrompt } from './open-install-prompt';

/**
 * The round red button of the root shell (seed §2), in the header beside the bell. It shows while
 * `notification_enable` is not the string `false` (set to `true` the first
 * time) and notifications are not on yet on this device, and opens the enabling
 * flow. An iPhone can only receive notifications from the installed app, so
 * there, outside it, it opens the install guide.
 *
 * Not to be confused with the header's bell (the `notification` page): this one
 * is red, carries a "+" and is named "Activar notificaciones en este dispositivo".
 */
export function NotificationButton() {
  const { t } = useTranslation();
  const visible = useNotificationButtonVisible();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    initNotificationEnable();
  }, []);

  if (!visible) return null;

  const label = t('push.button');

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The guide's code may still have to arrive: the button shows it is busy meanwhile.
      if (detectInstallPlatform() === 'ios' && !isStandalone()) await openInstallPrompt('ios');
      else await runEnableFlow();
    } finally {
      setBusy(false);
    }
  };

  // The browser's own tooltip (`title`): Mantine's Tooltip and its positioning (~5 KB compressed) loaded on
  // every page, a guest's too, for a hint on pointing at one button.
  return (
    <button
      type="button"
      className={classes.button}
      aria-label={label}
      title={label}
      aria-busy={busy}
      onClick={() => void onClick()}
    >
      {busy ? (
        <Loader size={14} color="white" aria-hidden />
      ) : (
        <IconBellPlus size={18} stroke={2} aria-hidden />
      )}
    </button>
  );
}
