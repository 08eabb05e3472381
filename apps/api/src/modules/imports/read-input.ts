import {
  asOneLine,
  cutText,
  IMPORT_CSV_COLUMNS,
  type ImportSource,
  MAX_IMPORT_ITEMS,
  toMinor,
} from '@detalle/contract';
import { parse } from 'csv-parse/sync';
import { Parser } from 'htmlparser2';
import { AppError } from '../../errors.js';
import { normalizeProductUrl } from './product-url.js';

/** One link to read, with what the file said about it. */
export type ImportLine = {
  url: string;
  normalizedUrl: string;
  name: string | null;
  price: { amount: number; currency: string } | null;
  quantity: number;
  note: string;
};

const MAX_URL_LENGTH = 2000;
/** At most `max` UTF-16 units, never ending in half a character (PostgreSQL would store it as �). */

const bad = (message: string) => new AppError('VALIDATION_ERROR', message, [{ path: 'text', message }]);

/** An http(s) address we may store, cleaned of tracking parameters; null when it is not one. */
function cleanLink(raw: string, base?: string): { url: string; normalizedUrl: string } | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const cleaned = normalizeProductUrl(url.toString());
  if (!cleaned || cleaned.url.length > MAX_URL_LENGTH) return null;
  return cleaned;
}

const line = (url: { url: string; normalizedUrl: string }, extra: Partial<ImportLine> = {}): ImportLine => ({
  ...url,
  name: null,
  price: null,
  quantity: 1,
  note: '',
  ...extra,
});

// Links in any text: up to a space, quote or angle bracket; punctuation that closes a sentence is not part of it.
const LINK = /https?:\/\/[^\s<>"'`«»]+/gi;
const TRAILING = new Set(')].,;:!?¡¿\'"»');

/**
 * The link without the punctuation that closes a sentence after it. A loop, not a `[…]+$` pattern: that one
 * backtracks over every run of such characters not at the end (quadratic: a pasted `http://a/` and 40 000 dots
 * kept a process busy for seconds).
 */
function withoutTrailing(link: string) {
  let end = link.length;
  while (end > 0 && TRAILING.has(link.charAt(end - 1))) end--;
  return link.slice(0, end);
}

function readLinks(text: string): ImportLine[] {
  const found: ImportLine[] = [];
  for (const match of text.matchAll(LINK)) {
    const cleaned = cleanLink(withoutTrailing(match[0]));
    if (cleaned) found.push(line(cleaned));
  }
  return found;
}

const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

type Column = keyof typeof IMPORT_CSV_COLUMNS;
function columnOf(header: string): Column | null {
  const key = headerKey(header);
  for (const [column, names] of Object.entries(IMPORT_CSV_COLUMNS) as [Column, readonly string[]][]) {
    if (names.includes(key)) return column;
  }
  return null;
}

/** "19,99", "1.299,00", "1,299.00", "25 €", "$ 15.990": the amount as the currency's minor units. */
export function parsePrice(text: string, currency: string): number | null {
  const digits = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(digits)) return null;
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  let whole = digits;
  let fraction = '';
  // The last separator is the decimal one when one or two digits follow it ("19,99", "5.5"); otherwise it
  // groups thousands ("15.990", "1,299").
  if (decimalAt >= 0 && digits.length - decimalAt - 1 <= 2 && digits.length - decimalAt - 1 > 0) {
    whole = digits.slice(0, decimalAt);
    fraction = digits.slice(decimalAt + 1);
  }
  const major = Number(`${whole.replace(/[.,]/g, '') || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(major)) return null;
  const minor = toMinor(major, currency);
  return minor >= 0 && minor <= 2_147_483_647 ? minor : null;
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', '£': 'GBP' };

function readCsv(text: string): ImportLine[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split('\n', 1)[0] ?? '';
  // Spreadsheets in Spanish save with semicolons (the comma is the decimal mark).
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(body, {
      delimiter,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch {
    throw bad('No hemos podido leer ese CSV. Guárdalo de nuevo como «CSV UTF-8» y vuelve a probar.');
  }
  const [header, ...records] = rows;
  const columns = (header ?? []).map(columnOf);
  const urlAt = columns.indexOf('url');
  if (urlAt < 0)
    throw bad(
      'El CSV necesita una primera fila con los nombres de las columnas, y una de ellas «enlace» (o «url»).',
    );
  const at = (record: string[], column: Column) => {
    const i = columns.indexOf(column);
    const value = i < 0 ? '' : (record[i] ?? '').trim();
    return value.replace(/\s+/g, ' ');
  };
  const found: ImportLine[] = [];
  for (const record of records) {
    const cleaned = cleanLink(record[urlAt] ?? '');
    if (!cleaned) continue;
    const priceText = at(record, 'price');
    const sign = Object.keys(CURRENCY_SIGNS).find((s) => priceText.includes(s));
    const currencyText = at(record, 'currency').toUpperCase();
    const currency = /^[A-Z]{3}$/.test(currencyText) ? currencyText : sign ? CURRENCY_SIGNS[sign] : 'EUR';
    const amount = priceText ? parsePrice(priceText, currency as string) : null;
    const quantity = Number.parseInt(at(record, 'quantity'), 10);
    const name = cutText(at(record, 'name'), 200);
    found.push(
      line(cleaned, {
        name: name.length >= 2 ? name : null,
        price: amount === null ? null : { amount, currency: currency as string },
        quantity: Number.isInteger(quantity) && quantity >= 1 ? Math.min(quantity, 99) : 1,
        note: cutText(at(record, 'note'), 500),
      }),
    );
  }
  return found;
}

const ASIN_PATH = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?=[/?#]|$)/i;
/** Paths that usually are one product's page in shops' links. */
const PRODUCT_PATH =
  /\/(?:dp|gp\/product|p|product|products|producto|productos|item|articulo|articulos|articles?)\/|\/M[A-Z]{2}-?\d+|-p-\d+|\/\d{5,}(?:[/.?]|$)/i;

/**
 * A page's text as one line: its entities (`&#1;`, `\u0001` in JSON) decode to control characters the request's
 * own check never saw.
 */
const textOf = (value: unknown) => (typeof value === 'string' ? asOneLine(value) : '');

/** JSON-LD `ItemList`s: each element's link (`url`, `item.url` or `item["@id"]`) and name. */
function jsonLdItems(blocks: readonly string[], base: string | undefined): ImportLine[] {
  const found: ImportLine[] = [];
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 6) return;
    if (Array.isArray(node)) {
      for (const child of node.slice(0, 500)) visit(child, depth + 1);
      return;
    }
    const o = node as Record<string, unknown>;
    if (o['@type'] === 'ItemList' && Array.isArray(o.itemListElement)) {
      for (const element of o.itemListElement.slice(0, 500)) {
        if (!element || typeof element !== 'object') continue;
        const e = element as Record<string, unknown>;
        const item = (e.item && typeof e.item === 'object' ? e.item : {}) as Record<string, unknown>;
        const href = textOf(e.url) || textOf(item.url) || textOf(item['@id']) || textOf(e.item);
        const cleaned = href ? cleanLink(href, base) : null;
        const name = cutText(textOf(e.name) || textOf(item.name), 200);
        if (cleaned) found.push(line(cleaned, { name: name.length >= 2 ? name : null }));
      }
    }
    if (o['@graph']) visit(o['@graph'], depth + 1);
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block), 0);
    } catch {
      // A broken block is the page's, not ours: the links are read another way.
    }
  }
  return found;
}

/** An anchor's text is read only this far: a name is at most 200 characters. */
const ANCHOR_TEXT_CHARS = 1000;
/**
 * Elements open one inside another that a saved page may have. Shops' pages nest a few dozen deep; the parser
 * keeps its open elements in an array it grows from the front, which is quadratic in the depth.
 */
const MAX_PAGE_DEPTH = 2000;
class TooDeep extends Error {}

/**
 * What a saved page says that an import uses: its links with their names, its JSON-LD blocks and where it was
 * saved from. Read in one pass by a streaming parser, without building the page's tree (parse5, cheerio's, is
 * quadratic in the depth, and reading a tree's text recurses), and stopped at `MAX_PAGE_DEPTH`: this runs inside
 * the request, and a hostile page nested hundreds of thousands of elements deep must cost no more than a flat one.
 */
function scanSavedPage(html: string) {
  const anchors: { href: string; name: string }[] = [];
  const jsonLd: string[] = [];
  const from: { base?: string; canonical?: string; ogUrl?: string } = {};
  let anchor: { href: string; title: string; text: string; alt: string } | null = null;
  let script: string[] | null = null;
  let depth = 0;
  const closeAnchor = () => {
    if (!anchor) return;
    const name = textOf(anchor.title) || textOf(anchor.text) || textOf(anchor.alt);
    anchors.push({ href: anchor.href, name: cutText(name, 200) });
    anchor = null;
  };
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (++depth > MAX_PAGE_DEPTH) throw new TooDeep();
        if (tag === 'a' && attrs.href !== undefined) {
          closeAnchor();
          anchor = { href: attrs.href, title: attrs.title ?? '', text: '', alt: '' };
        } else if (tag === 'img' && anchor && !anchor.alt && attrs.alt) anchor.alt = attrs.alt;
        else if (tag === 'script' && attrs.type?.trim().toLowerCase() === 'application/ld+json') script = [];
        else if (tag === 'base' && attrs.href && from.base === undefined) from.base = attrs.href;
        else if (tag === 'link' && attrs.rel === 'canonical' && attrs.href && from.canonical === undefined)
          from.canonical = attrs.href;
        else if (tag === 'meta' && attrs.property === 'og:url' && attrs.content && from.ogUrl === undefined)
          from.ogUrl = attrs.content;
      },
      ontext(text) {
        if (script) script.push(text);
        else if (anchor && anchor.text.length < ANCHOR_TEXT_CHARS) anchor.text += text;
      },
      onclosetag(tag) {
        depth--;
        if (tag === 'a') closeAnchor();
        else if (tag === 'script' && script) {
          jsonLd.push(script.join(''));
          script = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  try {
    parser.end(html);
  } catch (err) {
    if (!(err instanceof TooDeep)) throw err;
    throw bad(
      'Esa página no parece la de una tienda: tiene demasiados elementos unos dentro de otros. Guarda de nuevo la página de tu lista («Guardar como… Página web completa») y vuelve a probar.',
    );
  }
  closeAnchor();
  return { anchors, jsonLd, from };
}

/** A shop's saved wish-list page: JSON-LD ItemList, else Amazon's `/dp/<ASIN>` links, else product-like links. */
function readSavedPage(html: string): ImportLine[] {
  const { anchors, jsonLd, from } = scanSavedPage(html);
  // Saved pages keep where they came from in a canonical link, og:url or <base> (or the browser's comment).
  const savedFrom = /<!-- saved from url=\(\d+\)(\S+) -->/i.exec(html.slice(0, 1024))?.[1];
  const base =
    [from.base, from.canonical, from.ogUrl, savedFrom].map((u) => (u ? cleanLink(u) : null)).find(Boolean)
      ?.url ?? undefined;

  const fromJsonLd = jsonLdItems(jsonLd, base);
  if (fromJsonLd.length) return fromJsonLd;

  const amazonBase = base && /amazon\./i.test(new URL(base).hostname) ? base : 'https://www.amazon.es/';
  const byAsin = new Map<string, ImportLine>();
  for (const { href, name } of anchors) {
    const asin = ASIN_PATH.exec(href)?.[1]?.toUpperCase();
    if (!asin) continue;
    let host: string;
    try {
      host = new URL(href, amazonBase).host;
    } catch {
      continue;
    }
    const cleaned = cleanLink(`https://${host}/dp/${asin}`);
    if (!cleaned) continue;
    const known = byAsin.get(asin);
    if (!known) byAsin.set(asin, line(cleaned, { name: name.length >= 2 ? name : null }));
    else if (!known.name && name.length >= 2) known.name = name;
  }
  if (byAsin.size) return [...byAsin.values()];

  const found: ImportLine[] = [];
  for (const { href, name } of anchors) {
    const cleaned = cleanLink(href, base);
    if (!cleaned || !PRODUCT_PATH.test(new URL(cleaned.url).pathname)) continue;
    found.push(line(cleaned, { name: name.length >= 2 ? name : null }));
  }
  return found;
}

/**
 * The links of an import, each once (later copies are counted apart, to show as skipped). Refuses, in Spanish,
 * an input with no link and one with more than `MAX_IMPORT_ITEMS` different links.
 */
export function readImportInput(source: ImportSource, text: string) {
  const all = source === 'csv' ? readCsv(text) : source === 'page' ? readSavedPage(text) : readLinks(text);
  if (!all.length)
    throw bad(
      source === 'csv'
        ? 'No hemos encontrado ningún enlace en ese CSV. Revisa que la columna «enlace» tenga direcciones que empiecen por https://'
        : source === 'page'
          ? 'No hemos encontrado productos en esa página. Guarda la página de tu lista completa («Guardar como… Página web completa») y vuelve a probar.'
          : 'No hemos encontrado ningún enlace. Pega direcciones que empiecen por https://',
    );
  const seen = new Set<string>();
  const lines: (ImportLine & { repeated: boolean })[] = [];
  let repeats = 0;
  for (const item of all) {
    const repeated = seen.has(item.normalizedUrl);
    seen.add(item.normalizedUrl);
    // Repeats are shown as skipped, but only so many: a text of 100 000 copies is not stored.
    if (repeated && ++repeats > MAX_IMPORT_ITEMS) continue;
    lines.push({ ...item, repeated });
  }
  if (seen.size > MAX_IMPORT_ITEMS)
    throw bad(
      `Hay ${seen.size} enlaces y podemos importar como mucho ${MAX_IMPORT_ITEMS} de una vez. Divídelos en varias importaciones.`,
    );
  return lines;
}
