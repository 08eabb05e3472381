import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.js';

// A tiny stand-in for apps/web/dist, so the API suite does not depend on a web build.
const webDir = mkdtempSync(join(tmpdir(), 'detalle-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><html lang="es"><title>Detalle</title></html>');
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("hola")');
writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("install", () => {})');

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ webDir });
  mkdirSync(join(t.dataDir, 'files', 'demo'), { recursive: true });
  writeFileSync(join(t.dataDir, 'files', 'demo', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('one port for API and web', () => {
  it.each(['/', '/lista', '/evento/join-event/42', '/billetera/c1/visa/p9'])(
    'serves the SPA for the page %s, revalidated on every visit',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<html lang="es">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the service worker fresh', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or API path with 404, not the page', async () => {
    expect((await t.app.inject('/assets/nope-999.js')).statusCode).toBe(404);
    const api = await t.app.inject('/api/lista');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('serves stored files under /files with a sandboxing policy', async () => {
    const res = await t.app.inject('/files/demo/a.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect((await t.app.inject('/files/../package.json')).statusCode).toBe(404);
  });
});
