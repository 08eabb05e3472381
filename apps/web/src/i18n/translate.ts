import type { TextVars, TFunction } from './keys';

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// One tree for the whole process, filled as modules load (`addTexts`) and only ever added to: the same
// texts whoever asks, so the server's render shares it between requests as the browser does between pages.
const texts: Tree = {};

function merge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    if (!isTree(value)) into[key] = value;
    else {
      if (!isTree(into[key])) into[key] = {};
      merge(into[key] as Tree, value);
    }
  }
}

/** Adds a part of the texts (a tree from the top, `{ wallet: { pay: … } }`): what the build's part modules call. */
export function addTexts(part: object): void {
  merge(texts, part as Tree);
}

/** The value at a dotted key (`wallet.pay.title`; a list's items by their index), or undefined. */
function find(key: string): unknown {
  let node: unknown = texts;
  for (const name of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, name)) return undefined;
    node = (node as Tree)[name];
  }
  return node;
}

let plurals: Intl.PluralRules | undefined;

/**
 * The text for `key`, as i18next picks it: with a numeric `count`, `key_zero` for 0 if there is one, then
 * the form Spanish uses for that number (`key_one`, `key_other`), then the key itself. A form the texts
 * lack (`many`, for a million) falls back to `key_other`.
 */
function resolve(key: string, count: unknown): unknown {
  if (typeof count === 'number') {
    plurals ??= new Intl.PluralRules('es');
    const form = plurals.select(count);
    const found =
      (count === 0 ? find(`${key}_zero`) : undefined) ??
      find(`${key}_${form}`) ??
      (form === 'other' ? undefined : find(`${key}_other`));
    if (found !== undefined && found !== null) return found;
  }
  return find(key);
}

/** Puts the values into a text's `{{name}}`; a name not given stays as it is written, a null value is empty. */
export function interpolate(text: string, vars: TextVars | undefined): string {
  if (!vars || !text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (written, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(vars, key)) return written;
    const value = vars[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

function interpolateAll(value: unknown, vars: TextVars | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, vars));
  if (isTree(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, vars)]));
  return value;
}

/** Called with every key asked for whose text is not in (the tests fail on it: `src/test/setup.ts`). */
type MissingKeyHandler = (key: string) => void;

/**
 * The text at `key` as written, still with its `{{name}}`s; a key without its text (or one naming a group
 * without `returnObjects`) is reported and shown as itself, as i18next does.
 */
export function textAt(key: string, vars?: TextVars & { returnObjects?: boolean }): unknown {
  const found = resolve(key, vars?.count);
  if (typeof found === 'string' || (vars?.returnObjects && found !== undefined && found !== null))
    return found;
  i18n.onMissingKey?.(key);
  return key;
}

function translate(key: string, vars?: TextVars & { returnObjects?: boolean }): unknown {
  return interpolateAll(textAt(key, vars), vars);
}

/** The text at a key with its values in (`t('wallet.items', { count: 2 })`); typed by es.json's keys. */
export const t = translate as TFunction;

/** For code outside React (toasts, share texts): `i18n.t(…)`. */
export const i18n: { t: TFunction; onMissingKey: MissingKeyHandler | undefined } = {
  t,
  onMissingKey: undefined,
};
