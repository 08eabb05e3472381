import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { detectInstallPlatform } from '@/components/install-guide/install-guide';
import { isStandalone } from '@/lib/install-prompt';
import { countVisit, isInstallMessageDismissed } from '@/lib/push-storage';
import { registerServiceWorker, registerServiceWorkerWhenStable } from '@/lib/service-worker';
import { isLoggedIn } from '@/lib/session';
import { useNotificationButtonSlot } from './button-slot';
import { NotificationButton } from './NotificationButton';
import { openInstallPrompt } from './open-install-prompt';
import { useUnreadCount } from './unread-count';
import { usePushSync } from './use-push-sync';
import { useRealtimeNotifications } from './use-realtime-notifications';
import { useServiceWorkerMessages } from './use-service-worker-messages';

// The install guide opens by itself at most once per app start.
let promptedThisStart = false;

/** For tests: behave as a fresh start. */
export function resetInstallPromptOnStart(): void {
  promptedThisStart = false;
}

/** The guide opens by itself from this signed-in visit on: the first one is for getting to know the app. */
export const INSTALL_GUIDE_FROM_VISIT = 2;

/**
 * Once the app is stable: on a phone's browser tab (not the installed app), the install guide,
 * unless dismissed for good — and only for someone who has used the app a little (signed in, on
 * a later visit). A guest who opened a shared event or list never gets it over the page; asking
 * for notifications (the red button) still opens it on an iPhone at any time. True when it opens the
 * guide (which appears once its code is in, `openInstallPrompt`).
 */
export function maybeOpenInstallPromptOnStart(): boolean {
  if (promptedThisStart) return false;
  promptedThisStart = true;
  if (!isLoggedIn()) return false;
  const visits = countVisit();
  const platform = detectInstallPlatform();
  if (!platform || visits < INSTALL_GUIDE_FROM_VISIT || isStandalone() || isInstallMessageDismissed())
    return false;
  void openInstallPrompt(platform);
  return true;
}

export type NotificationCenterProps = {
  /** The router's navigate: a click on a system notification shows its screen in this window. */
  navigate: (to: string) => unknown;
  /** Register the service worker (the production build has one; the dev server does not). */
  withServiceWorker?: boolean;
};

/**
 * Everything notifications need app-wide, mounted once next to the router:
 * the red button (in the header's place for it), the install guide on start, the service worker (registered
 * when the app is stable, 30 s at the latest), its messages, the push
 * subscription sync, the realtime channel and the unread count.
 */
export function NotificationCenter({
  navigate,
  withServiceWorker = import.meta.env.PROD,
}: NotificationCenterProps) {
  const [stable, setStable] = useState(false);

  useEffect(
    () =>
      registerServiceWorkerWhenStable(() => {
        if (withServiceWorker) void registerServiceWorker();
        setStable(true);
      }),
    [withServiceWorker],
  );
  useEffect(() => {
    if (stable) maybeOpenInstallPromptOnStart();
  }, [stable]);

  // The badge in the header reads this count from the cache.
  useUnreadCount();
  usePushSync(stable && withServiceWorker);
  useServiceWorkerMessages(navigate);
  useRealtimeNotifications();

  // The red button takes the place the header keeps for it: in the frame, never over a page.
  const slot = useNotificationButtonSlot();
  return slot ? createPortal(<NotificationButton />, slot) : null;
}
