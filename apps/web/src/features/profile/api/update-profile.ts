import type { PersonUpdateBody, Profile } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { profileKeys } from '@/lib/query-keys';
import { syncSessionUser } from '../lib/sync-session';
import { profileResponse } from './get-profile';

/** PUT person/update: only the fields sent change; `hobbies` replaces the selection, `image: null` removes the photo. */
export async function updateProfile(body: PersonUpdateBody): Promise<Profile> {
  const { data } = await apiRequest('/person/update', { method: 'PUT', body, schema: profileResponse });
  syncSessionUser(data);
  return data;
}

/** Forms show a refusal on their inputs; a lone switch (`errorInline: false`) leaves it to the shared toast. */
export function useUpdateProfile({ errorInline = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline },
    mutationFn: updateProfile,
    // The answer is the whole new profile: no need to fetch it again.
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.mine, profile),
  });
}
