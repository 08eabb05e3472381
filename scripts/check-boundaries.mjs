#!/usr/bin/env node
/**
 * The web app's import boundaries (bulletproof-react's rule), checked by `npm run lint`:
 *
 * - shared code (`components/`, `hooks/`, `lib/`, `sw/`, … everything outside `features/` and `app/`)
 *   never imports a feature;
 * - a feature never imports another feature's files; only its `pages/` may use another feature's
 *   public API, `@/features/<name>` (that feature's `index.ts`), to compose a screen;
 * - `app/`, `App.tsx` and `main.tsx` (router, providers) may import any feature, and nothing else
 *   imports them: features and shared code, tests included, never point back up to the app (what
 *   they need from it, like route paths, lives in `lib/`). Only the test harness, `test/`, renders
 *   the app's router and providers for every test;
 * - tests (`*.test.ts(x)`) and `testing/` fixtures may also use another feature's `testing/` folder.
 *
 * Biome's `noRestrictedImports` cannot say "another feature than mine", hence this script.
 * Usage: `node scripts/check-boundaries.mjs [srcDir]` (default `apps/web/src`); exits 1 listing each
 * offending import. Imports are read with a regular expression, so it takes well under a second.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts)$/;
// `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)(['"])([^'"\n]+)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `features/<name>/<rest>` → `{ name, rest }`; anything else → null. */
function featureOf(relPath) {
  const parts = relPath.split('/');
  return parts[0] === 'features' && parts.length > 1
    ? { name: parts[1], rest: parts.slice(2).join('/') }
    : null;
}

const isAppLevel = (relPath) =>
  relPath === 'app' || relPath.startsWith('app/') || relPath === 'App.tsx' || relPath === 'main.tsx';
const isTestHarness = (relPath) => relPath.startsWith('test/');
const isTestCode = (relPath) => /\.test\.tsx?$/.test(relPath) || relPath.split('/').includes('testing');

/** The imported file relative to `src`, for `@/…` and relative specifiers; null for packages. */
function resolveTarget(specifier, fromRel, exists) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(fromRel), specifier);
  else return null;
  base = path.posix.normalize(base);
  for (const ext of EXTENSIONS) if (exists(base + ext)) return base + ext;
  return base;
}

/** Why importing `target` from `from` breaks the rule, or null when it is allowed. */
function breach(from, target) {
  if (isAppLevel(from)) return null;
  if (isAppLevel(target))
    return isTestHarness(from)
      ? null
      : 'features and shared code never import app/ (router, providers); move what they need to lib/, or use @/test/test-utils in tests';
  const to = featureOf(target);
  if (!to) return null;
  const own = featureOf(from);
  if (!own) return `shared code never imports a feature (${to.name})`;
  if (own.name === to.name) return null;
  const publicApi = to.rest === 'index.ts' || to.rest === 'index.tsx';
  if (isTestCode(from) && (publicApi || to.rest.startsWith('testing/'))) return null;
  if (publicApi) {
    return own.rest.startsWith('pages/')
      ? null
      : `only pages may use another feature (${to.name}), through its index.ts`;
  }
  return `features never import another feature's files; use @/features/${to.name} from a page, or move it to components/, hooks/ or lib/`;
}

/**
 * Every import that breaks the rule. `files` maps a path relative to `src` (with `/`) to its text, so
 * the rule can be tested on a made-up tree.
 */
export function findViolations(files) {
  const exists = (rel) => files.has(rel);
  const found = [];
  for (const [from, text] of files) {
    if (!SOURCE.test(from)) continue;
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(IMPORT)) {
        const specifier = match[2];
        const target = resolveTarget(specifier, from, exists);
        const reason = target && breach(from, target);
        if (reason) found.push({ file: from, line: index + 1, specifier, reason });
      }
    });
  }
  return found;
}

function readTree(root) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return files;
}

/** A known violation must be found, so a broken check can never pass silently. */
function selfTest() {
  const fake = new Map([
    ['features/a/components/A.tsx', "import { B } from '@/features/b/components/B';"],
    ['features/b/components/B.tsx', 'export const B = 1;'],
    ['components/C.tsx', "import { routes } from '@/app/router';"],
    ['app/router.tsx', 'export const routes = [];'],
  ]);
  if (findViolations(fake).length !== 2)
    throw new Error('check-boundaries: the self-test found no violation');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  selfTest();
  const root = path.resolve(process.argv[2] ?? 'apps/web/src');
  if (!existsSync(root)) throw new Error(`check-boundaries: ${root} does not exist`);
  const violations = findViolations(readTree(root));
  for (const v of violations)
    console.error(`${path.join(root, v.file)}:${v.line}  '${v.specifier}': ${v.reason}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) cross the web app's boundaries (scripts/check-boundaries.mjs).`,
    );
    process.exit(1);
  }
  console.log('check-boundaries: no import crosses a feature boundary or points back up to app/.');
}
