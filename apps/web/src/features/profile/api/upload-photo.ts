import type { Profile } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { profileKeys } from '@/lib/query-keys';
import { syncSessionUser } from '../lib/sync-session';
import { profileResponse } from './get-profile';

/** POST person/photo: multipart, field `photo`; the API re-encodes it to a 512 px WebP. */
export async function uploadPhoto(file: File): Promise<Profile> {
  const body = new FormData();
  body.append('photo', file);
  const { data } = await apiRequest('/person/photo', { method: 'POST', body, schema: profileResponse });
  syncSessionUser(data);
  return data;
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: uploadPhoto,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.mine, profile),
  });
}
