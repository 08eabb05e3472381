// Fails when a package in package-lock.json asks for a newer Node than the one the README and package.json
// promise (`engines.node`, today >=20.19): `npm ci` would warn (EBADENGINE) and the promise would be false.
// Fix it by upgrading the parent or pinning the child in package.json `overrides`. Part of `npm run lint`.
// `semver` is the one npm itself uses to read these ranges (already in the tree).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8'));

const promised = semver.minVersion(pkg.engines.node);
const refused = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  const wanted = entry.engines?.node;
  if (typeof wanted !== 'string' || entry.optional) continue;
  if (!semver.satisfies(promised, wanted)) refused.push(`${path}@${entry.version} wants node ${wanted}`);
}
if (refused.length > 0) {
  console.error(
    `check-engines: package.json promises node ${pkg.engines.node}, but:\n  ${refused.join('\n  ')}`,
  );
  process.exit(1);
}
