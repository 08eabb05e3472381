import sharp from 'sharp';
import { AppError } from '../../errors.js';

export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/**
 * Turns an uploaded picture into our own 512×512 WebP. The content decides the
 * format (never the name or the declared type); re-encoding drops EXIF (GPS
 * included) and anything hidden in the file; huge images are refused before decoding.
 */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Esa imagen no se puede usar. Sube una foto JPG, PNG o WebP.',
    );
  }
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(512, 512, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'No pudimos leer esa imagen. Prueba con otra foto.');
  }
}
