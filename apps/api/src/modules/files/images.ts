import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors.js';

// Every picture that reaches our storage goes through here: profile photos, list and event
// pictures, and the shop pictures the scanner copies. Uploads are capped by the contract's
// `IMAGE_MAX_BYTES`, which the web checks too.

/** A 40-megapixel photo is bigger than any phone takes; more is someone testing us. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * Each side, too: a 1 × 39 000 000 PNG is under the pixel cap, weighs 74 KiB and
 * costs ~27 s of CPU to resize. Panoramas up to 10 000 px still pass.
 */
export const IMAGE_MAX_SIDE = 10_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export type ImageShape = { width: number; height: number; fit: 'cover' | 'inside' };
export const AVATAR: ImageShape = { width: 512, height: 512, fit: 'cover' };
export const COVER: ImageShape = { width: 1200, height: 800, fit: 'inside' };

// One libvips thread per image: re-encoding shares libuv's thread pool with argon2
// (sign-in) and file reads, so a burst of uploads must not take every thread.
sharp.concurrency(1);

/** Re-encodings running at once, and waiting; beyond that the upload is refused with a 503. */
export const IMAGE_WORK = { running: 1, waiting: 8 };

export type ImageQueue = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * A bounded queue for image work: `running` at a time, `waiting` more in line,
 * and anything beyond that is told to come back in a few seconds (503 with
 * Retry-After) instead of piling up behind the others.
 */
export function imageQueue({ running, waiting } = IMAGE_WORK): ImageQueue {
  const limit = pLimit(running);
  return async (work) => {
    if (limit.activeCount + limit.pendingCount >= running + waiting) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Estamos procesando muchas imágenes ahora mismo. Vuelve a intentarlo en unos segundos.',
        undefined,
        { retryAfter: 10 },
      );
    }
    return limit(work);
  };
}

const queue = imageQueue();

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Esa imagen no se puede usar. Sube una foto JPG, PNG o WebP.');

/**
 * Reads only the header (no pixels are decoded) and refuses, in milliseconds,
 * formats we do not take and images too large to decode safely.
 */
export async function checkImageHeader(bytes: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw unsupported();
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw unsupported();
  const { width, height } = meta;
  if (!width || !height) throw unsupported();
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `La imagen es demasiado grande: mide ${width} × ${height} píxeles y admitimos como mucho 10 000 por lado y 40 megapíxeles. Prueba con una foto más pequeña.`,
    );
  }
  return meta;
}

/**
 * Turns an uploaded picture into our own WebP. The content decides the format
 * (never the name or the declared type); re-encoding drops EXIF (GPS included)
 * and anything hidden in the file; huge images are refused before decoding.
 */
export async function reencodeImage(bytes: Buffer, shape: ImageShape): Promise<Buffer> {
  await checkImageHeader(bytes);
  return queue(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
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
  });
}
