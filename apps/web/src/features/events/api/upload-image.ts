import { dataEnvelope } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** The API's own cap (8 MB), checked here too so a huge photo is refused before it travels. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** POST file/image: multipart, field `image`; the API re-encodes it and answers the URL to save. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await apiRequest('/file/image', {
    method: 'POST',
    body,
    schema: dataEnvelope(z.object({ url: z.string() })),
  });
  return data.url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
