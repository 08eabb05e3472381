import { dataEnvelope } from '@detalle/contract';
import { z } from 'zod';
import { StorageError, type UploadOptions, uploadForm } from '@/lib/upload';

/** The API's own cap (8 MB), checked here too so a huge photo is refused before it travels. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

const uploaded = dataEnvelope(z.object({ url: z.string() }));

/**
 * POST file/image: multipart, field `image`; the API re-encodes it and answers
 * the URL to save. Retries and progress come from `uploadForm` (seed §8).
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const parsed = uploaded.safeParse(await uploadForm('/file/image', body, options));
  if (!parsed.success) throw new StorageError('storage/unknown', 200);
  return parsed.data.data.url;
}
