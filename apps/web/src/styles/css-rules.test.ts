import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe("the web app's CSS", () => {
  it('never uses light-dark(): the build turns it into variables nothing sets, so the property is lost', () => {
    const files = cssFiles(src);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files
      .filter((file) => readFileSync(file, 'utf8').includes('light-dark('))
      .map((file) => path.relative(src, file));
    // Theme a dark variant with `:where([data-mantine-color-scheme="dark"]) & { … }` instead.
    expect(offenders).toEqual([]);
  });
});
