/**
 * Text that no field of any request may carry. PostgreSQL refuses NUL in `text` and cannot
 * store a lone UTF-16 surrogate as UTF-8; the other C0 control characters are never typed by
 * a person and only hide things in names and messages. Tab, line feed and carriage return
 * stay allowed here (descriptions and notes have several lines): each field's schema says which
 * it takes (`singleLineText`, `multiLineText` below).
 *
 * The API applies this once to every string of every request (body, query, path, keys too),
 * before any schema runs, so a new route cannot forget it. The web may use it to warn early.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const SURROGATE = /[\uD800-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'Contiene caracteres no admitidos (caracteres de control o símbolos incompletos). Bórralos y vuelve a escribirlo.';

export function isSafeText(text: string): boolean {
  return !CONTROL.test(text) && !(SURROGATE.test(text) && hasLoneSurrogate(text));
}

/** A high surrogate not followed by a low one, or a low one alone (no lookbehind: older Safari lacks it). */
function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

export const SINGLE_LINE_MESSAGE = 'Escríbelo en una sola línea, sin caracteres de control.';
export const MULTI_LINE_MESSAGE =
  'Quita los caracteres de control (tabuladores o símbolos invisibles): aquí solo valen el texto y los saltos de línea.';

/**
 * The path (`items.0.name`) of the first unsafe string or key inside `value`, or null.
 * Iterative, not recursive: a deeply nested body must not overflow the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (!isSafeText(current)) return shortPath(path);
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isSafeText(key)) return shortPath(path);
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/** Paths are built from the sender's keys: never echo an absurdly long one back. */
function shortPath(path: string) {
  return path.length > 120 ? `${path.slice(0, 120)}…` : path;
}

/**
 * Spanish quoting of a name inside a sentence: «…». A name that already has angle quotes
 * («Novela negra «Niebla en el puerto»») gets the next level, “…”, inside ours, as the RAE
 * recommends: «Novela negra “Niebla en el puerto”».
 */
export function quoted(text: string): string {
  return `«${text.replaceAll('«', '“').replaceAll('»', '”')}»`;
}

const together = new Intl.ListFormat('es', { type: 'conjunction' });
/** Several people named as one, as Spanish writes it: «Lucía», «Lucía y Marcos», «Ana, Lucía e Inés». */
export const namesTogether = (names: readonly string[]): string => together.format(names);

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const SPACING_RUN = /[\s\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_RUN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** At most `max` UTF-16 units, never half a character (an emoji cut in two), trimmed. */
export const cutText = (text: string, max = Number.MAX_SAFE_INTEGER) =>
  text
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();

/**
 * Text from elsewhere (a shop's page, a file) as `singleLineText` takes it: a page's entities (`&#1;`) decode to
 * control characters no request check saw, so every run of spacing or control characters becomes one space.
 */
export const asOneLine = (text: string, max?: number) => cutText(text.replace(SPACING_RUN, ' '), max);

/** The same for `multiLineText`: line breaks stay (CRLF and CR become LF), every other control run one space. */
export const asLines = (text: string, max?: number) =>
  cutText(text.replace(/\r\n?/g, '\n').replace(CONTROL_RUN, ' '), max);
