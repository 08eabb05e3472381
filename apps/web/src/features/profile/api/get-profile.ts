import { dataEnvelope, type Profile, profileSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { profileKeys } from '@/lib/query-keys';
import { syncSessionUser } from '../lib/sync-session';

export const profileResponse = dataEnvelope(profileSchema);

/** GET person/get: the signed-in person's own profile. */
export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  const { data } = await apiRequest('/person/get', { schema: profileResponse, signal });
  syncSessionUser(data);
  return data;
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.mine, queryFn: ({ signal }) => getProfile({ signal }) });
}

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
