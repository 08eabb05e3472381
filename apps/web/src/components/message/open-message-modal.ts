import { whenModalsReady } from '@/components/feedback/deferred-hosts';
import { loadCode } from '@/lib/load-code';
import type { MessageData } from './message-data';

/**
 * How the modal was closed, as the seed's "role": `cancel` for Escape, a tap
 * outside or the close button; `action` after the action button ran.
 */
export type MessageResult = { role: 'cancel' | 'action' };

/**
 * Opens the message modal from anywhere (a page, a push handler, a mutation's
 * onSuccess) and resolves when it closes:
 *
 *     const { role } = await openMessageModal({ title: 'Listo', text: 'Tu lista ya es pública.' });
 *
 * It renders in the app's providers (theme, queries) but outside the
 * router, so what it shows never depends on the current route. Its code (the message's
 * content, pictures and QR code) loads when it first opens, not with the page that can open it.
 */
export async function openMessageModal(data: MessageData): Promise<MessageResult> {
  const [{ showMessageModal }] = await Promise.all([
    loadCode(() => import('./message-modal')),
    whenModalsReady(),
  ]);
  return showMessageModal(data);
}
