import type { SocialConfig } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import { clientErrorMessages } from '@/lib/api-error';
import { authKeys } from '@/lib/query-keys';

/** A provider's entry: absent (null), or an object with its id as a string. */
function isProvider(value: unknown, key: string): boolean {
  if (value === null) return true;
  return typeof value === 'object' && typeof (value as Record<string, unknown>)[key] === 'string';
}

/**
 * The answer's `data` in the shape of the contract's `socialConfigSchema`, checked by hand: every visitor of /login
 * asks for it, and checking two ids with the schema would bring Zod to a page that otherwise loads it only when
 * the form is sent (`get-social-config.test.ts` holds the two together). Null when the answer is not in that shape.
 */
export function socialConfigOf(body: unknown): SocialConfig | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as Record<string, unknown>).data;
  if (typeof data !== 'object' || data === null) return null;
  const { google, facebook } = data as Record<string, unknown>;
  if (!isProvider(google, 'clientId') || !isProvider(facebook, 'appId')) return null;
  return {
    google: google === null ? null : { clientId: (google as { clientId: string }).clientId },
    facebook: facebook === null ? null : { appId: (facebook as { appId: string }).appId },
  };
}

/** GET user/socialConfig: which social buttons exist on this server (none unless configured). */
export async function getSocialConfig({ signal }: { signal?: AbortSignal } = {}): Promise<SocialConfig> {
  const config = socialConfigOf(await apiRequest('/user/socialConfig', { signal }));
  if (config) return config;
  console.error('Respuesta inesperada de GET /user/socialConfig');
  throw new ApiError({
    code: 'INVALID_RESPONSE',
    status: 200,
    message: clientErrorMessages.INVALID_RESPONSE,
  });
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
