import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { contentTypes, keyFromUrl, type Storage } from './types.js';

/** Files on local disk under DATA_DIR/files, served by static-files.ts at /files/. */
export function diskStorage(filesDir: string): Storage {
  const root = normalize(filesDir);
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    return path.startsWith(root) ? path : null;
  };
  return {
    kind: 'disk',
    async put(folder, extension, bytes) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const path = join(root, folder, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return `/files/${folder}/${name}`;
    },
    async remove(url) {
      const key = keyFromUrl(url);
      const path = key ? pathOf(key) : null;
      if (path) await unlink(path).catch(() => {});
    },
    async get(key) {
      const path = pathOf(key);
      if (!path) return null;
      const body = await readFile(path).catch(() => null);
      const type = contentTypes[extname(path).slice(1)] ?? 'application/octet-stream';
      return body ? { body, contentType: type } : null;
    },
  };
}
