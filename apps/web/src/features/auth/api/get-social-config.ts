import type { SocialConfig } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

const socialConfigResponse = () => import('./schemas').then((m) => m.socialConfigResponse);

/** GET user/socialConfig: which social buttons exist on this server (none unless configured). */
export async function getSocialConfig({ signal }: { signal?: AbortSignal } = {}): Promise<SocialConfig> {
  const { data } = await apiRequest('/user/socialConfig', { schema: socialConfigResponse, signal });
  return data;
}

export function socialConfigQueryOptions() {
  return queryOptions({
    queryKey: authKeys.socialConfig,
    queryFn: ({ signal }) => getSocialConfig({ signal }),
    // Server configuration: it changes with a deploy, not while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSocialConfig() {
  return useQuery(socialConfigQueryOptions());
}
