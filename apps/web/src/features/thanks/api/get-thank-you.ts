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
  return useQuery(
    'token' in by
      ? { queryKey: thanksKeys.link(by.token), queryFn: ({ signal }) => readThankYouLink(by.token, signal) }
      : { queryKey: thanksKeys.note(by.id), queryFn: ({ signal }) => getThankYou(by.id, signal) },
  );
}
