import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_ASSETS_FILE, type PageAssets } from '../../../packages/contract/src/page-assets.ts';
import { bootChunks } from './boot-steps.ts';

/**
 * Emits `page-assets.json`: for every page of `app/routes/page-modules.ts`, its chunk, the chunks it
 * imports and their CSS, less what the app's start brings (`boot-steps.ts`). The server links them in the page's HTML, so a
 * phone fetches the page's code and styles with the entry instead of after it (and a page rendered on
 * the server has its styles before it paints). The page table is read from its source: a page whose
 * chunk is not found fails the build rather than silently losing its hints.
 */
export function pageAssets(srcDir: string): Plugin {
  return {
    name: 'detalle-page-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle: OutputBundle) {
      const source = readFileSync(join(srcDir, 'app/routes/page-modules.ts'), 'utf8');
      const pages = [...source.matchAll(/^\s*(\w+): \(\) => import\('@\/([^']+)'\)/gm)];
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byModule = new Map(chunks.map((c) => [c.facadeModuleId?.replace(/\.tsx?$/, ''), c]));
      const collect = (chunk: OutputChunk, js: Set<string>, css: Set<string>) => {
        if (js.has(chunk.fileName)) return;
        js.add(chunk.fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
        for (const name of chunk.imports) {
          const imported = bundle[name];
          if (imported?.type === 'chunk') collect(imported, js, css);
        }
      };
      const boot = bootChunks(bundle);
      const entryJs = new Set(boot.map((c) => c.fileName));
      const entryCss = new Set(boot.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
      const assets: PageAssets = {};
      for (const [, key, file] of pages) {
        const path = join(srcDir, file as string);
        // A page that another chunk also imports statically lives inside that chunk, not its own.
        const chunk =
          byModule.get(path) ??
          chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === path));
        if (!chunk) this.error(`page-assets: no chunk for the page ${key} (${file})`);
        const js = new Set<string>();
        const css = new Set<string>();
        collect(chunk, js, css);
        assets[key as string] = {
          js: [...js].filter((f) => !entryJs.has(f)),
          css: [...css].filter((f) => !entryCss.has(f)),
        };
      }
      this.emitFile({ type: 'asset', fileName: PAGE_ASSETS_FILE, source: JSON.stringify(assets) });
    },
  };
}
