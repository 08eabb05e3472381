/**
 * Seed §5: text truncation adds an ellipsis after a given length. Lengths count
 * graphemes (what a person sees as one character: "é", "👍🏽", "🇪🇸"), so a cut
 * never splits an accent or an emoji. The cut goes back to the last space when
 * that keeps at least half of the allowed length; a single very long word is cut
 * inside instead, so the text never shrinks to almost nothing.
 */
export const ELLIPSIS = '…';

const graphemeSegmenter = new Intl.Segmenter('es', { granularity: 'grapheme' });

function graphemesOf(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

const isSpace = (g: string | undefined) => g !== undefined && /^\s+$/u.test(g);

/** `truncate('Lista de cumpleaños de Marta', 20)` → `Lista de cumpleaños…`. */
export function truncate(text: string, maxLength: number): string {
  const graphemes = graphemesOf(text);
  if (graphemes.length <= maxLength) return text;
  if (maxLength <= 0) return ELLIPSIS;

  let kept = graphemes.slice(0, maxLength);
  // The cut falls inside a word: go back to the space before it, if that does not lose too much.
  if (!isSpace(graphemes[maxLength]) && !isSpace(kept[kept.length - 1])) {
    const lastSpace = kept.findLastIndex(isSpace);
    if (lastSpace >= Math.ceil(maxLength / 2)) kept = kept.slice(0, lastSpace);
  }
  // "Hola, ..." reads better as "Hola…" than "Hola,…".
  const head = kept
    .join('')
    .replace(/[\s.,;:·\-–—]+$/u, '')
    .trimEnd();
  return `${head || kept.join('')}${ELLIPSIS}`;
}
