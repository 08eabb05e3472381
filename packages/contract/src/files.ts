import { z } from 'zod';

/**
 * The largest picture anyone may upload (profile photos, list and event pictures).
 * The API refuses more; the web checks it first so a huge photo never travels.
 */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** file/image: where the re-encoded picture now lives, to save with a list or event. */
export const uploadedFileSchema = z.object({ url: z.string() });
