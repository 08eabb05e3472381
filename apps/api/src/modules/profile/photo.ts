import sharp from 'sharp';
import { AppError } from '../../errors.js';

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
const MAX_PIXELS = 40_000_000;

export type ImageShape = { width: number; height: number; fit: 'cover' | 'inside' };
export const AVATAR: ImageShape = { width: 512, height: 512, fit: 'cover' };
export const COVER: ImageShape = { width: 1200, height: 800, fit: 'inside' };

/**
 * Turns an uploaded picture into our own WebP. The content decides the format
 * (never the name or the declared type); re-encoding drops EXIF (GPS included)
 * and anything hidden in the file; huge images are refused before decoding.
 */
export async function reencodeImage(bytes: Buffer, shape: ImageShape): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format;
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
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize(shape.width, shape.height, {
        fit: shape.fit,
        position: 'attention',
        withoutEnlargement: shape.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'No pudimos leer esa imagen. Prueba con otra foto.');
  }
}
