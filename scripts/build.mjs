#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
// Builds the web app (Vite) and the API bundle (esbuild).
//   node scripts/build.mjs             build both
//   node scripts/build.mjs --if-stale  build only what changed since the last build
// "Changed" means the content hash of the inputs differs from the one stored next to the output,
// so `npm start` costs nothing when nothing changed and never serves a stale build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ifStale = process.argv.includes('--if-stale');

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== 'dist')
    .flatMap((e) => filesUnder(join(path, e.name)));
}

function hashOf(inputs) {
  const h = createHash('sha256');
  for (const file of inputs.flatMap((i) => filesUnder(join(root, i))).sort()) {
    h.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return h.digest('hex');
}

const shared = ['packages/contract/src', 'package-lock.json', 'tsconfig.base.json'];
const targets = [
  {
    name: 'web',
    out: 'apps/web/dist',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    build: () => {
      execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
        cwd: join(root, 'apps/web'),
        stdio: 'inherit',
      });
      // The server's render of public pages (apps/web/dist-ssr), loaded by the API.
      execFileSync('npx', ['vite', 'build', '--ssr', 'src/app/server-render.tsx', '--logLevel', 'warn'], {
        cwd: join(root, 'apps/web'),
        stdio: 'inherit',
      });
    },
  },
  {
    name: 'api',
    out: 'apps/api/dist',
    inputs: [...shared, 'apps/api/src', 'apps/api/package.json'],
    build: async () => {
      const { build } = await import('esbuild');
      const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
      // Bundle our own code (including the workspace contract); npm packages stay in node_modules.
      const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@detalle/'));
      await build({
        entryPoints: [join(root, 'apps/api/src/server.ts')],
        outfile: join(root, 'apps/api/dist/server.js'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: true,
        external,
        logLevel: 'warning',
      });
    },
  },
];

for (const t of targets) {
  const stamp = join(root, t.out, '.source-hash');
  const hash = hashOf(t.inputs);
  if (ifStale && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`[build] ${t.name}: al día`);
    continue;
  }
  const started = Date.now();
  console.log(`[build] ${t.name}: compilando…`);
  await t.build();
  writeFileSync(stamp, hash);
  console.log(`[build] ${t.name}: listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
