import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** `npm run lint`'s boundary check (scripts/check-boundaries.mjs), run on made-up trees and on this one. */
// Vitest runs from apps/web (`--root apps/web`); the script lives at the repository's root.
const repo = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repo, 'scripts/check-boundaries.mjs');
const trees: string[] = [];

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const check = (root?: string) =>
  spawnSync(process.execPath, root ? [script, root] : [script], { cwd: repo, encoding: 'utf8' });

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-boundaries', () => {
  it("fails listing each import of another feature's files, and shared code importing a feature", () => {
    const root = tree({
      'features/lists/components/ListCard.tsx':
        "import { FavoriteButton } from '@/features/favorites/components/FavoriteButton';",
      'features/lists/api/get-list.ts': "import { x } from '../../events/api/get-event';",
      'features/favorites/components/FavoriteButton.tsx': 'export const FavoriteButton = 1;',
      'features/favorites/index.ts': "export { FavoriteButton } from './components/FavoriteButton';",
      'features/events/api/get-event.ts': 'export const x = 1;',
      'components/layout/Header.tsx': "import { FavoriteButton } from '@/features/favorites';",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("ListCard.tsx:1  '@/features/favorites/components/FavoriteButton'");
    expect(result.stderr).toContain("get-list.ts:1  '../../events/api/get-event'");
    expect(result.stderr).toContain(
      "Header.tsx:1  '@/features/favorites': shared code never imports a feature",
    );
    expect(result.stderr).toContain('3 import(s) cross');
  });

  it("lets a page use another feature's index.ts, but nothing else in a feature", () => {
    const root = tree({
      'features/home/pages/HomePage.tsx': "import { FeaturedLists } from '@/features/lists';",
      'features/home/components/Glance.tsx': "import { FeaturedLists } from '@/features/lists';",
      'features/lists/index.ts': "export { FeaturedLists } from './components/FeaturedLists';",
      'features/lists/components/FeaturedLists.tsx': "import { listHref } from '../lib/paths';",
      'features/lists/lib/paths.ts': 'export const listHref = 1;',
      'app/routes/page-modules.ts': "export const home = () => import('@/features/home/pages/HomePage');",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Glance.tsx:1  '@/features/lists': only pages may use another feature");
    expect(result.stderr).toContain('1 import(s) cross');
  });

  it('keeps features, shared code and their tests from importing app/, but lets the test harness', () => {
    const root = tree({
      'app/router.tsx': "import { MessagePage } from '@/features/messages/pages/MessagePage';",
      'app/providers.tsx': 'export const AppProviders = 1;',
      'App.tsx': "import { routes } from './app/router';",
      'features/messages/pages/MessagePage.tsx': 'export const MessagePage = 1;',
      'features/messages/pages/MessagePage.test.tsx': "import { routes } from '@/app/router';",
      'components/layout/Shell.tsx': "import { AppProviders } from '../../app/providers';",
      'lib/paths.ts': "import App from '@/App';",
      'test/test-utils.tsx': "import { routes } from '@/app/router';",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "MessagePage.test.tsx:1  '@/app/router': features and shared code never import app/",
    );
    expect(result.stderr).toContain(
      "Shell.tsx:1  '../../app/providers': features and shared code never import app/",
    );
    expect(result.stderr).toContain("paths.ts:1  '@/App': features and shared code never import app/");
    expect(result.stderr).not.toContain('test-utils.tsx');
    expect(result.stderr).not.toContain('router.tsx:');
    expect(result.stderr).toContain('3 import(s) cross');
  });

  it('passes on the app as it is', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
