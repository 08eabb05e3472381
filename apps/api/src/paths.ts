import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API runs from source (tests, `tsx`) and from the bundle in `dist/`; both
 * sit one or two folders below the package root, so find it by its package.json.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src', 'db'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('No se encuentra la carpeta de la API (apps/api).');
}

export const apiRoot = findApiRoot();
export const migrationsDir = join(apiRoot, 'src', 'db', 'migrations');
export const webDistDir = resolve(apiRoot, '..', 'web', 'dist');
/** The web app's server render of public pages (`vite build --ssr`), next to its browser build. */
export const webSsrDir = resolve(apiRoot, '..', 'web', 'dist-ssr');
