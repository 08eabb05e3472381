/** A stored file, read back to be served at `/files/...`. */
export type StoredFile = { body: Buffer; contentType: string };

/**
 * The one storage client every module uses for what people upload (avatars,
 * event and list pictures, products copied from shops). Both back-ends answer
 * the same URLs (`/files/<folder>/<name>`), so a database row never says where
 * its file lives and a deployment can move from disk to S3 by copying files.
 */
export type Storage = {
  /** Stores bytes under a folder with a fresh random name; returns the public URL (`/files/...`). */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Removes a file we stored, given its URL; anything else (a Google picture) is left alone. */
  remove(url: string | null | undefined): Promise<void>;
  /** Reads a stored file by its key (`<folder>/<name>`); null when it does not exist. */
  get(key: string): Promise<StoredFile | null>;
  /** Where files live, for logs and /api/ready: `disk` or `s3`. */
  readonly kind: 'disk' | 's3';
};

/** Folders of uploaded files; only these are ever read from an external store. */
export const UPLOAD_FOLDERS = ['avatars', 'images', 'products'] as const;

export const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** `avatars/3f…9a.webp` from `/files/avatars/3f…9a.webp`, or null for anything that is not one of our uploads. */
export function keyFromUrl(url: string | null | undefined): string | null {
  const match = /^\/files\/([a-z]+)\/([a-f0-9]{32}\.[a-z]{3,4})$/.exec(url ?? '');
  if (!match?.[1] || !match[2]) return null;
  if (!(UPLOAD_FOLDERS as readonly string[]).includes(match[1])) return null;
  return `${match[1]}/${match[2]}`;
}
