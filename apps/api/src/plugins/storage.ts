import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type Storage = {
  /** Stores bytes under a folder with a fresh random name; returns the public URL (`/files/...`). */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Removes a file we stored, given its URL; anything else (a Google picture) is left alone. */
  remove(url: string | null | undefined): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Files on local disk under DATA_DIR/files, served by static-files.ts at /files/.
 * Names are random, so a URL cannot be guessed from another.
 */
export default fp<{ filesDir: string }>(
  async function storage(app: FastifyInstance, opts) {
    const root = normalize(opts.filesDir);
    app.decorate('storage', {
      async put(folder, extension, bytes) {
        const name = `${randomBytes(16).toString('hex')}.${extension}`;
        const path = join(root, folder, name);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes);
        return `/files/${folder}/${name}`;
      },
      async remove(url) {
        if (!url?.startsWith('/files/')) return;
        const path = normalize(join(root, url.slice('/files/'.length)));
        if (!path.startsWith(root)) return;
        await unlink(path).catch(() => {});
      },
    } satisfies Storage);
  },
  { name: 'storage' },
);
