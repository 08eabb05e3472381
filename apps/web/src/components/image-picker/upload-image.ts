import { dataEnvelope, uploadedFileSchema } from '@detalle/contract';
import { StorageError, type UploadOptions, uploadForm } from '@/lib/upload';

const uploaded = dataEnvelope(uploadedFileSchema);

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
