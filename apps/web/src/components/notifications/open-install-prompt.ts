import { whenModalsReady } from '@/components/feedback/deferred-hosts';
import { showToast } from '@/components/feedback/toast';
import type { InstallPlatform } from '@/components/install-guide/install-guide';
import { i18n } from '@/i18n';
import { loadCode } from '@/lib/load-code';

/**
 * Opens the install guide (`InstallPrompt.tsx`); resolves once it is open. Its code (the message's body, the
 * guide's steps and pictures) loads the first time it opens: the notification centre, which every page loads
 * once it is shown, would otherwise spend a slow phone's main thread evaluating it, for a guide most visits never
 * open. If its code does not arrive (asked for twice), a toast says so instead of a button that does nothing.
 */
export async function openInstallPrompt(platform: InstallPlatform): Promise<void> {
  try {
    const [, prompt] = await Promise.all([whenModalsReady(), loadCode(() => import('./InstallPrompt'))]);
    prompt.showInstallPrompt(platform);
  } catch {
    showToast({ tone: 'error', message: i18n.t('install.openFailed') });
  }
}
