import { whenModalsReady } from '@/components/feedback/deferred-hosts';
import type { InstallPlatform } from '@/components/install-guide/install-guide';
import { loadCode } from '@/lib/load-code';

/**
 * Opens the install guide (`InstallPrompt.tsx`). Its code (the message's body, the guide's steps and pictures)
 * loads the first time it opens: the notification centre, which every page loads once it is shown, took
 * 60–120 ms of a slow phone's main thread evaluating it, for a guide most visits never open.
 */
export function openInstallPrompt(platform: InstallPlatform): void {
  void Promise.all([whenModalsReady(), loadCode(() => import('./InstallPrompt'))]).then(([, prompt]) =>
    prompt.showInstallPrompt(platform),
  );
}
