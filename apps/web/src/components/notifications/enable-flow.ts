import { showToast } from '@/components/feedback/toast';
import { i18n } from '@/i18n';
import { type EnableResult, enableNotifications, notificationPermission } from '@/lib/push';
import { getDeviceToken } from '@/lib/push-storage';

/**
 * The enabling flow with what the person sees: a short confirmation when it
 * worked, a word on how to change their mind when they said no, and nothing
 * at all when the device token could not be obtained (seed §8: only logged).
 */
export async function runEnableFlow(): Promise<EnableResult> {
  const wasOn = notificationPermission() === 'granted' && getDeviceToken() !== null;
  const result = await enableNotifications();
  if (result === 'enabled') {
    showToast({ message: i18n.t(wasOn ? 'push.alreadyOn' : 'push.enabled'), tone: 'success' });
  } else if (result === 'refused') {
    showToast({ message: i18n.t('push.refused') });
  }
  return result;
}
