import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The app's texts are written in one file (`src/i18n/es.json`, plus the help pages' `es-help.json`), but
 * a page loads only the ones its code can show. The build cuts them into parts: each top-level section's
 * own texts (`wallet`) and each group inside it (`wallet.pay`, `wallet.status`…). Every module of the app
 * that names a key, in any string (`t('wallet.pay.title')`, `'nav.home'` in a table of links, the
 * `wallet.pay.methods.${method}` of a key built at run time), imports the parts that key can be in:
 * the part modules add their texts (`addTexts`, `src/i18n/translate.ts`) before the module's own code runs. So a page's
 * chunk brings its texts with its code: the router awaits them as it awaits the page, the server's render
 * has them, and no render can show a key whose text has not arrived. A key with no static first group
 * (`wallet.${what}`) brings its whole section. A key held nowhere in the code as a string (built from
 * data, or from a prefix passed in from elsewhere without the string being in any module loaded) would
 * not be found: the tests fail on any key rendered without its text (`src/test/setup.ts`).
 */

/** A tree of texts as in es.json. */
export type Texts = { [key: string]: unknown };

const isGroup = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Part names (`wallet`, `wallet.pay`) with their texts, each a tree from the top (`{ wallet: { pay: … } }`). */
export function textParts(texts: Texts): Map<string, Texts> {
  const parts = new Map<string, Texts>();
  for (const [section, value] of Object.entries(texts)) {
    if (!isGroup(value))
      throw new Error(`texts-by-use: "${section}" is a text at the top level, not a section`);
    const own: Texts = {};
    for (const [key, child] of Object.entries(value)) {
      if (isGroup(child)) parts.set(`${section}.${key}`, { [section]: { [key]: child } });
      else own[key] = child;
    }
    if (Object.keys(own).length > 0) parts.set(section, { [section]: own });
  }
  return parts;
}

/**
 * The parts whose texts the keys named in `code` can be in. A key is a string that starts with a section
 * and a dot; its first group decides the part, and a group not yet complete where the string has a `${`
 * (or ends) could be any group that starts so.
 */
export function partsNamedIn(code: string, parts: ReadonlyMap<string, Texts>): Set<string> {
  const sections = new Set([...parts.keys()].map((name) => name.split('.')[0] as string));
  const found = new Set<string>();
  if (sections.size === 0) return found;
  const key = new RegExp(`(?<=['"\`])(${[...sections].join('|')})\\.(\\w*)(\\$\\{|['"\`])?`, 'g');
  for (const [, section, group = '', after] of code.matchAll(key)) {
    const open = after === '${' || (group === '' && after !== undefined);
    const child = `${section}.${group}`;
    if (!open) {
      found.add(parts.has(child) ? child : (section as string));
      continue;
    }
    for (const name of parts.keys()) {
      if (name === section || name.startsWith(child)) found.add(name);
    }
  }
  // A section without texts of its own has no part of that name.
  for (const name of found) if (!parts.has(name)) found.delete(name);
  return found;
}

const PREFIX = 'virtual:detalle-texts/';
const RESOLVED = `\0${PREFIX}`;

/**
 * `sources`: the JSON files of texts (their top-level sections must differ); `addTexts`: the module whose
 * `addTexts(tree)` adds texts; `skip`: modules that never show a text through it (the service worker).
 */
export function textsByUse(options: { sources: string[]; addTexts: string; skip: RegExp }): Plugin {
  let parts: Map<string, Texts> | null = null;
  const load = (): Map<string, Texts> => {
    if (parts) return parts;
    const merged: Texts = {};
    for (const file of options.sources) {
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
      for (const [section, value] of Object.entries(texts)) {
        if (section in merged) throw new Error(`texts-by-use: the section "${section}" is in two files`);
        merged[section] = value;
      }
    }
    parts = textParts(merged);
    return parts;
  };
  return {
    name: 'detalle-texts-by-use',
    buildStart() {
      for (const file of options.sources) this.addWatchFile(file);
      parts = null;
    },
    watchChange(id) {
      if (options.sources.includes(id)) parts = null;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? { id: `\0${id}`, moduleSideEffects: true } : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      for (const file of options.sources) this.addWatchFile(file);
      const texts = load().get(id.slice(RESOLVED.length));
      if (!texts) return null;
      return `import { addTexts } from ${JSON.stringify(options.addTexts)};\naddTexts(${JSON.stringify(texts)});\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] as string;
      if (id.startsWith('\0') || file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file))
        return null;
      if (options.skip.test(file)) return null;
      const named = partsNamedIn(code, load());
      if (named.size === 0) return null;
      // At the end, so that no line moves (the source map holds); imports run before the module's code
      // wherever they are written.
      const imports = [...named].sort().map((name) => `import ${JSON.stringify(PREFIX + name)};`);
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
