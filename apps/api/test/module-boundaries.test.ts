import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, findViolations } from '../../../scripts/check-api-modules.mjs';

/** `npm run lint`'s module check (scripts/check-api-modules.mjs), on made-up module trees and on this one. */
const tree = (files: Record<string, string>) => new Map(Object.entries(files));

describe('check-api-modules', () => {
  it("lists each import of another module's own files, with its line", () => {
    const violations = findViolations(
      tree({
        'gifts/service.ts': "import { x } from '../db.js';\nimport { loadGifts } from '../lists/service.js';",
        'gifts/routes/giving.ts': "import { ownList } from '../../lists/find-list.js';",
        'lists/service.ts': 'export const loadGifts = 1;',
        'lists/index.ts': "export { loadGifts } from './service.js';",
      }),
    );
    expect(violations).toEqual([
      expect.objectContaining({ file: 'gifts/service.ts', line: 2, specifier: '../lists/service.js' }),
      expect.objectContaining({
        file: 'gifts/routes/giving.ts',
        line: 1,
        specifier: '../../lists/find-list.js',
      }),
    ]);
    expect(violations[0]?.reason).toContain("'../lists/index.js'");
  });

  it("allows another module's index.ts, a module's own files and what lies outside the modules", () => {
    const violations = findViolations(
      tree({
        'gifts/service.ts':
          "import { loadGifts } from '../lists/index.js';\nimport { rules } from './rules.js';\nimport { db } from '../../db/client.js';",
        'gifts/routes/list-gifts.ts': "import { addGift } from '../service.js';",
        'events/service.ts': "export { canSeeList } from '../lists/index.js';",
        'lists/index.ts': "export { loadGifts } from './list-gifts.js';",
      }),
    );
    expect(violations).toEqual([]);
  });

  it('still finds import cycles between modules', () => {
    const cycles = findCycles(
      tree({
        'events/service.ts': "import { canSeeList } from '../lists/index.js';",
        'lists/service.ts': "import { getEvent } from '../events/service.js';",
      }),
    );
    expect(cycles.map((c) => c.modules)).toEqual([['events', 'lists', 'events']]);
  });

  it('passes on the API as it is', () => {
    // Vitest runs from apps/api (`--root apps/api`); the script lives at the repository's root.
    const repo = path.resolve(import.meta.dirname, '../../..');
    const result = spawnSync(process.execPath, ['scripts/check-api-modules.mjs'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
