import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { syncPushSubscription } from '@/lib/push';
import { serviceWorkerSupported } from '@/lib/service-worker';
import { isServiceWorkerMessage } from '@/lib/sw-messages';
import { announceNotification } from './announce';

/**
 * What the service worker tells this window: a push arrived (refresh and top
 * toast, like a realtime event), a system notification was clicked (show its
 * screen without reloading the app), or the subscription was renewed.
 */
export function useServiceWorkerMessages(navigate: (to: string) => unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!serviceWorkerSupported()) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isServiceWorkerMessage(message)) return;
      if (message.kind === 'detalle:push') announceNotification(queryClient, message.notification);
      else if (message.kind === 'detalle:open') {
        // Only a path inside the app, whatever the message says.
        if (message.url.startsWith('/') && !message.url.startsWith('//')) void navigate(message.url);
      } else void syncPushSubscription();
    };
    container.addEventListener('message', onMessage);
    // Messages wait in a queue until the page says it listens.
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient, navigate]);
}
