import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** A chunk and every chunk it imports statically: what runs when it runs. */
export function staticClosure(bundle: OutputBundle, from: OutputChunk[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const chunk of from) visit(chunk);
  return [...seen.values()];
}

/** The steps the entry loads one after another (`main.tsx`): the only dynamic imports of its own code. */
function stepChunks(bundle: OutputBundle): OutputChunk[] {
  const entry = staticClosure(
    bundle,
    chunksOf(bundle).filter((c) => c.isEntry),
  );
  return entry
    .flatMap((chunk) => chunk.dynamicImports.map((name) => bundle[name]))
    .filter((c): c is OutputChunk => c?.type === 'chunk');
}

/**
 * What the app's start needs: the entry, the steps it loads one after another (`main.tsx`,
 * `boot/load-in-steps.ts`) and everything they import. Every page needs all of it.
 */
export function bootChunks(bundle: OutputBundle): OutputChunk[] {
  const entries = chunksOf(bundle).filter((c) => c.isEntry);
  return staticClosure(bundle, [...entries, ...stepChunks(bundle)]);
}

/**
 * index.html links the code of every step of the app's start (`main.tsx`) as it links the entry's own
 * imports, and their styles: the phone fetches them all at once instead of one step after another, and
 * a page rendered on the server (which turns these links into its `app-code`, `static-files.ts`) has
 * all its styles before it paints.
 */
export function bootSteps(): Plugin {
  return {
    name: 'detalle-boot-steps',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (stepChunks(ctx.bundle).length === 0)
          throw new Error('boot-steps: the entry loads no steps (main.tsx changed?)');
        const tags: HtmlTagDescriptor[] = [];
        for (const chunk of bootChunks(ctx.bundle)) {
          if (!html.includes(`/${chunk.fileName}"`)) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
              injectTo: 'head',
            });
          }
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            if (html.includes(`/${css}"`) || tags.some((t) => t.attrs?.href === `/${css}`)) continue;
            tags.push({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
              injectTo: 'head',
            });
          }
        }
        return { html, tags };
      },
    },
  };
}
