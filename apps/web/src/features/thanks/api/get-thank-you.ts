import { dataEnvelope, type ThankYou, thankYouSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { thanksKeys } from '@/lib/query-keys';

const thankYouResponse = dataEnvelope(thankYouSchema);

/** GET thanks/get/{id}: a note sent to me (signed in). */
export async function getThankYou(id: string, signal?: AbortSignal): Promise<ThankYou> {
  const { data } = await apiRequest(`/thanks/get/${encodeURIComponent(id)}`, {
    schema: thankYouResponse,
    signal,
  });
  return data;
}

/** POST thanks/read: the note a guest's e-mail link opens (the token goes in the body, never in a log). */
export async function readThankYouLink(token: string, signal?: AbortSignal): Promise<ThankYou> {
  const { data } = await apiRequest('/thanks/read', {
    method: 'POST',
    body: { token },
    schema: thankYouResponse,
    signal,
  });
  return data;
}

/** A note by its id (signed in) or by a link's token (anyone holding it). */
export function useThankYou(by: { id: string } | { token: string }) {
  const queryKey: readonly string[] = 'token' in by ? thanksKeys.link(by.token) : thanksKeys.note(by.id);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      'token' in by ? readThankYouLink(by.token, signal) : getThankYou(by.id, signal),
  });
}
