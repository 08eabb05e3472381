// Fails when the API's modules import each other in a cycle (apps/api/src/modules/<a> → <b> → … → <a>).
// A cycle means two modules are one in disguise: move the shared piece to the module it belongs to
// (as image re-encoding lives in files/, the social graph in friends/graph.ts). Part of `npm run lint`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/api/src/modules');

function sourcesOf(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourcesOf(path, out);
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const moduleOf = (file) => relative(modulesDir, file).split(sep)[0];

/** module → the other modules it imports, with one importing file each (to name in the message). */
const edges = new Map();
for (const file of sourcesOf(modulesDir)) {
  const from = moduleOf(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(modulesDir + sep)) continue;
    const to = moduleOf(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, relative(modulesDir, file));
  }
}

// Depth-first search; a module met again while still on the path closes a cycle.
const state = new Map(); // undefined: not seen, 1: on the path, 2: done
const cycles = [];
function visit(module, path) {
  state.set(module, 1);
  for (const next of edges.get(module)?.keys() ?? []) {
    if (state.get(next) === 1) cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...path, next]);
  }
  state.set(module, 2);
}
for (const module of [...edges.keys()].sort()) if (!state.has(module)) visit(module, [module]);

if (cycles.length) {
  for (const cycle of cycles) {
    const steps = cycle.slice(1).map((to, i) => `  ${edges.get(cycle[i]).get(to)} → ${to}`);
    console.error(`Import cycle between API modules: ${cycle.join(' → ')}\n${steps.join('\n')}`);
  }
  process.exit(1);
}
