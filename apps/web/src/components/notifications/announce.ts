import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/feedback/toast';
import { staleRootsFor } from '@/lib/notification-targets';

export type IncomingNotification = { id: string; type: string; title: string };

/**
 * The same notification can arrive twice in an open app (the realtime channel
 * and the service worker's push message): it is announced once.
 */
const recent: string[] = [];
const REMEMBERED = 50;

function seenBefore(id: string): boolean {
  if (!id) return false;
  if (recent.includes(id)) return true;
  recent.push(id);
  if (recent.length > REMEMBERED) recent.shift();
  return false;
}

/** For tests: forget what was announced. */
export function resetAnnounced(): void {
  recent.length = 0;
}

/**
 * Seed §4, an incoming notification: refresh what its type changes (and always
 * the notifications), and show its title in the 3-second top toast.
 */
export function announceNotification(queryClient: QueryClient, notification: IncomingNotification): void {
  if (seenBefore(notification.id)) return;
  for (const queryKey of staleRootsFor(notification.type)) void queryClient.invalidateQueries({ queryKey });
  showToast({ message: notification.title, position: 'top' });
}
