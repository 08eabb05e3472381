import { type PersonSummary, pageEnvelope, personSummarySchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

/** The API's largest page: the picker filters them in the browser. */
const FRIENDS_TO_LOAD = 100;

/** GET friend/getPagination: my friends, the only people I may invite to an event or to run a list with me. */
export async function getFriendsToInvite(signal?: AbortSignal): Promise<PersonSummary[]> {
  const { data } = await apiRequest('/friend/getPagination', {
    query: { lim: FRIENDS_TO_LOAD, pos: 0 },
    schema: pageEnvelope(personSummarySchema),
    signal,
  });
  return data.list;
}

export function useFriendsToInvite({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: friendKeys.invitable,
    queryFn: ({ signal }) => getFriendsToInvite(signal),
    enabled,
  });
}
