import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TextKey, TextVars } from './keys';
import { interpolate, textAt } from './translate';

/** A text cut at its tags: `<terms>términos</terms>` is `{ name: 'terms', children: ['términos'] }`. */
type Piece = string | { name: string; children: Piece[] };

const TAG = /<(\/?)([A-Za-z0-9]+)\s*(\/?)>/g;

function parse(text: string): Piece[] {
  const root: Piece[] = [];
  const open: { name: string; children: Piece[] }[] = [];
  const into = () => open.at(-1)?.children ?? root;
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [tag, closing, name = '', selfClosing] = match;
    if (match.index > at) into().push(text.slice(at, match.index));
    at = match.index + tag.length;
    if (selfClosing) into().push({ name, children: [] });
    else if (!closing) open.push({ name, children: [] });
    else if (open.at(-1)?.name === name) {
      const element = open.pop() as { name: string; children: Piece[] };
      into().push(element);
    } else into().push(tag);
  }
  if (at < text.length) into().push(text.slice(at));
  // A tag never closed is text, as written.
  while (open.length > 0) {
    const { name, children } = open.pop() as { name: string; children: Piece[] };
    into().push(`<${name}>`, ...children);
  }
  return root;
}

// Tags a text may use without a component for them, as react-i18next allows.
const PLAIN_TAGS = new Set(['br', 'strong', 'i', 'p']);

/** One tag's element: its component given the words inside, a plain tag, or the tag as written. */
function element(name: string, key: number, children: ReactNode[], component: ReactElement | undefined) {
  // `<icon/>` keeps the component's own content.
  if (component)
    return children.length ? cloneElement(component, { key }, ...children) : cloneElement(component, { key });
  if (PLAIN_TAGS.has(name)) return createElement(name, { key }, ...children);
  return createElement(Fragment, { key }, `<${name}>`, ...children, `</${name}>`);
}

function render(
  pieces: Piece[],
  vars: TextVars | undefined,
  components: Record<string, ReactElement>,
): ReactNode[] {
  // A text's pieces never move: the place of each is its key.
  return pieces.map((piece, place) =>
    typeof piece === 'string'
      ? interpolate(piece, vars)
      : element(piece.name, place, render(piece.children, vars, components), components[piece.name]),
  );
}

type TransProps = {
  i18nKey: TextKey;
  /** The text's `{{name}}`s. They go into the text after its tags are read: a value's `<` is only a `<`. */
  values?: TextVars;
  /** The elements the text's tags stand for (`{ terms: <Anchor … /> }`), each given the words inside its tag. */
  components?: Record<string, ReactElement>;
};

/** A text with elements inside it: "Al crear tu cuenta aceptas los <terms>términos y condiciones</terms>…". */
export function Trans({ i18nKey, values, components = {} }: TransProps) {
  return <>{render(parse(textAt(i18nKey, values) as string), values, components)}</>;
}
