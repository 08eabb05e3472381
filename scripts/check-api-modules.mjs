#!/usr/bin/env node
/**
 * The API's module boundaries (apps/api/src/modules/<name>/), checked by `npm run lint`:
 *
 * - a module reaches another only through its public entry, `../<other>/index.js`, which re-exports just what
 *   other modules use; never the other module's own files (`../lists/service.js`, `../friends/graph.js`);
 * - modules never import each other in a cycle (<a> → <b> → … → <a>). A cycle means two modules are one in
 *   disguise: move the shared piece to the module it belongs to (as image re-encoding lives in files/, the
 *   social graph in friends/graph.ts).
 *
 * `app.ts`, `plugins/` and the rest outside `modules/` are app-level: they may import any module's files.
 * Usage: `node scripts/check-api-modules.mjs [modulesDir]` (default `apps/api/src/modules`); exits 1 listing each
 * offending import or cycle. Imports are read with a regular expression, so it takes well under a second.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"\n]+)\1/g;
const PUBLIC_ENTRY = new Set(['index.js', 'index.ts']);

/** Every relative import of every file: `{ from, line, specifier, target }`, paths relative to the modules. */
function importsOf(files) {
  const found = [];
  for (const [from, text] of files) {
    if (!from.endsWith('.ts')) continue;
    text.split('\n').forEach((code, index) => {
      for (const match of code.matchAll(IMPORT)) {
        const specifier = match[2];
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
        // Only files inside a module's folder: `../../db/…` is app-level, `modules/<file>` belongs to no module.
        if (!target.startsWith('../') && target.includes('/'))
          found.push({ from, line: index + 1, specifier, target });
      }
    });
  }
  return found;
}

const moduleOf = (relPath) => relPath.split('/')[0];

/**
 * Every import from one module into another's own files instead of its index.ts. `files` maps a path relative to
 * the modules folder (with `/`, e.g. `lists/service.ts`) to its text, so the rule can be tested on a made-up tree.
 */
export function findViolations(files) {
  const found = [];
  for (const { from, line, specifier, target } of importsOf(files)) {
    const own = moduleOf(from);
    const other = moduleOf(target);
    if (own === other) continue;
    if (PUBLIC_ENTRY.has(target.slice(other.length + 1))) continue;
    found.push({
      file: from,
      line,
      specifier,
      reason: `another module's own file; import '../${other}/index.js' (and export it there)`,
    });
  }
  return found;
}

/** Import cycles between modules, each as its path `[a, b, …, a]` with one importing file per step. */
export function findCycles(files) {
  /** module → the other modules it imports, with one importing file each (to name in the message). */
  const edges = new Map();
  for (const { from, target } of importsOf(files)) {
    const [a, b] = [moduleOf(from), moduleOf(target)];
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Map());
    if (!edges.get(a).has(b)) edges.get(a).set(b, from);
  }
  // Depth-first search; a module met again while still on the path closes a cycle.
  const state = new Map(); // undefined: not seen, 1: on the path, 2: done
  const cycles = [];
  const visit = (module, trail) => {
    state.set(module, 1);
    for (const next of edges.get(module)?.keys() ?? []) {
      if (state.get(next) === 1) cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, [...trail, next]);
    }
    state.set(module, 2);
  };
  for (const module of [...edges.keys()].sort()) if (!state.has(module)) visit(module, [module]);
  return cycles.map((cycle) => ({
    modules: cycle,
    steps: cycle.slice(1).map((to, i) => ({ file: edges.get(cycle[i]).get(to), to })),
  }));
}

function readTree(root) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.ts'))
        files.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return files;
}

/** A known violation and a known cycle must be found, so a broken check can never pass silently. */
function selfTest() {
  const fake = new Map([
    ['a/service.ts', "import { b } from '../b/service.js';"],
    ['b/service.ts', "import { a } from '../a/index.js';"],
    ['a/index.ts', "export { a } from './service.js';"],
  ]);
  if (findViolations(fake).length !== 1 || findCycles(fake).length !== 1)
    throw new Error('check-api-modules: the self-test found no violation');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  selfTest();
  const root = path.resolve(process.argv[2] ?? 'apps/api/src/modules');
  if (!existsSync(root)) throw new Error(`check-api-modules: ${root} does not exist`);
  const files = readTree(root);
  const violations = findViolations(files);
  for (const v of violations)
    console.error(`${path.join(root, v.file)}:${v.line}  '${v.specifier}': ${v.reason}`);
  if (violations.length > 0)
    console.error(
      `\n${violations.length} import(s) reach into another API module (scripts/check-api-modules.mjs).`,
    );
  const cycles = findCycles(files);
  for (const { modules, steps } of cycles) {
    const lines = steps.map(({ file, to }) => `  ${file} → ${to}`);
    console.error(`Import cycle between API modules: ${modules.join(' → ')}\n${lines.join('\n')}`);
  }
  if (violations.length > 0 || cycles.length > 0) process.exit(1);
  console.log('check-api-modules: every module reaches another through its index.ts, and none in a cycle.');
}
