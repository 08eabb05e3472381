import type { Profile } from '@detalle/contract';
import { StorageError, type UploadOptions, uploadForm } from '@/lib/upload';
import { syncSessionUser } from '../lib/sync-session';
import { profileResponse } from './get-profile';

/**
 * POST person/photo: multipart, field `photo`; the API re-encodes it to a 512 px WebP.
 * Through the one upload client (`lib/upload.ts`): progress, cancel and retries (seed §8).
 */
export async function uploadPhoto(file: File, options: UploadOptions = {}): Promise<Profile> {
  const body = new FormData();
  body.append('photo', file);
  const parsed = profileResponse.safeParse(await uploadForm('/person/photo', body, options));
  if (!parsed.success) throw new StorageError('storage/unknown', 200);
  syncSessionUser(parsed.data.data);
  return parsed.data.data;
}
