import { type MessageData, messageDataSchema } from '@/components/message/message-data';

/**
 * The message a page was opened with. Route state can carry the whole message
 * (checked field by field: history state outlives the code that wrote it); the
 * query only plain text, since anyone can write a link: no HTML, pictures or
 * buttons from there.
 */
export function readMessage(state: unknown, search: string): MessageData {
  const fromState =
    state && typeof state === 'object' && 'message' in state
      ? messageDataSchema.safeParse((state as { message: unknown }).message)
      : null;
  if (fromState?.success) return dropEmpty(fromState.data);

  const query = new URLSearchParams(search);
  const pick = (key: string) =>
    query
      .get(key)
      ?.trim()
      .slice(0, key === 'title' ? 300 : 5000) || undefined;
  return dropEmpty({ title: pick('title'), description: pick('description'), text: pick('text') });
}

function dropEmpty(data: MessageData): MessageData {
  return Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined && v !== ''),
  ) as MessageData;
}
