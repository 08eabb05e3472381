import { type Money, moneySchema, toMinor } from '@detalle/contract';
import { type CheerioAPI, load } from 'cheerio';
import { Parser } from 'htmlparser2';

/** What a shop's page tells about its product; every field may be missing. */
export type Extracted = {
  name?: string;
  description?: string;
  price?: Money;
  image?: string;
  shop?: string;
  canonical?: string;
  stock?: Stock;
};

export type Stock = 'in_stock' | 'out_of_stock' | 'preorder';

/**
 * schema.org's ItemAvailability (`https://schema.org/InStock`, `OutOfStock`, `SoldOut`, `PreOrder`…) and the
 * words OpenGraph pages use (`in stock`, `oos`, `preorder`, `available for order`): ours, or undefined.
 */
export function normaliseStock(raw: unknown): Stock | undefined {
  const text = clean(raw);
  if (!text) return undefined;
  const word = (text.split('/').pop() ?? '').toLowerCase().replace(/[\s_-]/g, '');
  if (/^(instock|instoreonly|onlineonly|limitedavailability|available|disponible|enstock)$/.test(word))
    return 'in_stock';
  if (/^(outofstock|soldout|discontinued|oos|agotado|unavailable|nodisponible)$/.test(word))
    return 'out_of_stock';
  if (/^(preorder|presale|backorder|availablefororder|pending|preventa)$/.test(word)) return 'preorder';
  return undefined;
}

/**
 * Every ISO 4217 code this Node's ICU knows (plus ours, should it be a small-ICU
 * build); any other three-letter word is not a currency.
 */
const ISO_CURRENCIES = new Set([
  ...Intl.supportedValuesOf('currency'),
  ...['EUR', 'USD', 'MXN', 'COP', 'ARS', 'CLP', 'PEN', 'UYU', 'BOB', 'PYG', 'VES', 'GBP', 'BRL'],
]);

/**
 * Signs and words shops write instead of an ISO code. `null` marks the ambiguous
 * ones ("$" and "pesos" are used by a dozen countries): better no price than a wrong one.
 */
const CURRENCY_WORDS: Record<string, string | null> = {
  '€': 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  us$: 'USD',
  u$s: 'USD',
  mx$: 'MXN',
  r$: 'BRL',
  's/': 'PEN',
  's/.': 'PEN',
  sol: 'PEN',
  soles: 'PEN',
  '£': 'GBP',
  libras: 'GBP',
  $: null,
  peso: null,
  pesos: null,
  dolar: null,
  dólar: null,
  dolares: null,
  dólares: null,
  '¥': null,
};
/** Signs looked for in a price's text when no currency is declared; longest first, so "US$" wins over "$". */
const PRICE_TEXT_SIGNS = ['US$', 'U$S', 'MX$', 'R$', 'S/', '€', '£', '$'];

/** "EUR", "eur", "Euros", "€" → "EUR"; "$", "pesos", "Dineros" → undefined. */
export function normaliseCurrency(raw: unknown): string | undefined {
  const text = clean(raw);
  if (!text) return undefined;
  if (/^[a-z]{3}$/i.test(text) && ISO_CURRENCIES.has(text.toUpperCase())) return text.toUpperCase();
  const word = text.toLowerCase();
  return Object.hasOwn(CURRENCY_WORDS, word) ? (CURRENCY_WORDS[word] ?? undefined) : undefined;
}

/** A price only when it is a valid Money once in minor units: whole, not negative, within our database column. */
function moneyOf(amount: number | undefined, currency: string | undefined): Money | undefined {
  if (amount === undefined || !currency) return undefined;
  const parsed = moneySchema.safeParse({ amount: toMinor(amount, currency), currency });
  return parsed.success && Number.isSafeInteger(parsed.data.amount) ? parsed.data : undefined;
}

/**
 * Reads a price written by a shop: "1299.00", "1.299,00", "1,299.00", "$ 15.990".
 * The last separator followed by exactly two digits is the decimal one; the rest group thousands.
 */
export function parseAmount(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/[^\d.,]/g, '');
  if (!/\d/.test(text)) return undefined;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  const value = Number(`${whole}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(value) ? value : undefined;
}

const clean = (s: unknown) =>
  (typeof s === 'string' ? s.replace(/\s+/g, ' ').trim() : undefined) || undefined;

/** A picture's address: a string, the first of a list, or an ImageObject's url; a few levels at most. */
const firstString = (v: unknown, depth = 0): string | undefined => {
  if (depth > 4) return undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return firstString(v[0], depth + 1);
  if (v && typeof v === 'object' && 'url' in v) return firstString((v as { url: unknown }).url, depth + 1);
  return undefined;
};

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Real pages nest a Product a handful of levels deep; a hostile page must not make us walk forever. */
const MAX_DEPTH = 20;
const MAX_NODES = 10_000;

/** The first Product in a JSON-LD document, looking through arrays, `@graph` and `mainEntity`. */
function findProduct(root: unknown, budget: { nodes: number }): Json | undefined {
  const walk = (node: unknown, depth: number): Json | undefined => {
    if (depth > MAX_DEPTH || budget.nodes <= 0) return undefined;
    budget.nodes--;
    if (Array.isArray(node)) {
      for (const n of node) {
        if (budget.nodes <= 0) return undefined;
        const p = walk(n, depth + 1);
        if (p) return p;
      }
      return undefined;
    }
    if (!isJson(node)) return undefined;
    const type = node['@type'];
    const types = Array.isArray(type) ? type : [type];
    if (types.some((t) => typeof t === 'string' && /^(Product|ProductGroup|IndividualProduct)$/.test(t)))
      return node;
    return walk(node['@graph'], depth + 1) ?? walk(node.mainEntity, depth + 1);
  };
  return walk(root, 0);
}

function offerOf(product: Json): { amount?: number; currency?: string; stock?: Stock } {
  const offers = product.offers;
  const list: unknown[] = Array.isArray(offers) ? offers.slice(0, 50) : [offers];
  for (const o of list) {
    if (!isJson(o)) continue;
    const spec = isJson(o.priceSpecification) ? o.priceSpecification : {};
    const amount = parseAmount(o.price ?? o.lowPrice ?? spec.price);
    if (amount !== undefined)
      return {
        amount,
        currency: normaliseCurrency(o.priceCurrency ?? spec.priceCurrency),
        stock: normaliseStock(o.availability),
      };
  }
  return {};
}

function fromJsonLd($: CheerioAPI): Extracted {
  const budget = { nodes: MAX_NODES };
  for (const el of $('script[type="application/ld+json"]').toArray()) {
    if (budget.nodes <= 0) break;
    let data: unknown;
    try {
      data = JSON.parse($(el).text());
    } catch {
      continue;
    }
    const p = findProduct(data, budget);
    if (!p) continue;
    const { amount, currency, stock } = offerOf(p);
    return {
      name: clean(p.name),
      description: clean(p.description),
      image: firstString(p.image),
      price: moneyOf(amount, currency),
      stock,
    };
  }
  return {};
}

function fromMeta($: CheerioAPI): Extracted {
  const meta = (key: string) =>
    clean($(`meta[property="${key}"]`).attr('content') ?? $(`meta[name="${key}"]`).attr('content'));
  const amount = parseAmount(meta('product:price:amount') ?? meta('og:price:amount'));
  const currency = normaliseCurrency(meta('product:price:currency') ?? meta('og:price:currency'));
  return {
    name: meta('og:title') ?? meta('twitter:title'),
    description: meta('og:description') ?? meta('description') ?? meta('twitter:description'),
    image: meta('og:image:secure_url') ?? meta('og:image') ?? meta('twitter:image'),
    shop: meta('og:site_name'),
    price: moneyOf(amount, currency),
    stock: normaliseStock(meta('product:availability') ?? meta('og:availability')),
  };
}

function fromMicrodata($: CheerioAPI): Extracted {
  const scope = $('[itemtype*="schema.org/Product"]').first();
  if (!scope.length) return {};
  const prop = (name: string) => {
    const el = scope.find(`[itemprop="${name}"]`).first();
    if (!el.length) return undefined;
    return clean(el.attr('content') ?? el.attr('src') ?? el.attr('href') ?? el.text());
  };
  const amount = parseAmount(prop('price') ?? prop('lowPrice'));
  const declared = prop('priceCurrency');
  let currency = normaliseCurrency(declared);
  if (!declared) {
    const text = scope.find('[itemprop="price"]').first().text();
    currency = normaliseCurrency(PRICE_TEXT_SIGNS.find((s) => text.includes(s)));
  }
  return {
    name: prop('name'),
    description: prop('description'),
    image: prop('image'),
    price: moneyOf(amount, currency),
    stock: normaliseStock(prop('availability')),
  };
}

/** Elements open one inside another that a shop's page may have: real ones nest a few dozen deep. */
const MAX_PAGE_DEPTH = 2000;
class TooDeep extends Error {}

/**
 * Whether a page nests elements deeper than `MAX_PAGE_DEPTH`, found in one streaming pass that stops there.
 * parse5 (cheerio's parser) is quadratic in the depth: a hostile 2 MB page nested 180 000 deep would hold the
 * process for minutes, and imports read pages by the hundred.
 */
function nestsTooDeep(html: string): boolean {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      if (++depth > MAX_PAGE_DEPTH) throw new TooDeep();
    },
    onclosetag() {
      depth--;
    },
  });
  try {
    parser.end(html);
  } catch (err) {
    if (err instanceof TooDeep) return true;
    throw err;
  }
  return false;
}

/**
 * JSON-LD first (the most exact), then microdata, then OpenGraph and plain meta tags; field by field. Throws on
 * a page nested deeper than any shop's (the caller answers "no product found").
 */
export function extractProduct(html: string, pageUrl: string): Extracted {
  if (nestsTooDeep(html)) throw new Error('page nested too deep to read');
  const $ = load(html);
  const sources = [fromJsonLd($), fromMicrodata($), fromMeta($)];
  const pick = <K extends keyof Extracted>(k: K) => sources.map((s) => s[k]).find((v) => v !== undefined);
  const canonicalHref = $('link[rel="canonical"]').attr('href');
  const absolute = (href: string | undefined) => {
    if (!href) return undefined;
    try {
      const u = new URL(href, pageUrl);
      return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    name: pick('name') ?? clean($('title').text()),
    description: pick('description'),
    price: pick('price'),
    image: absolute(pick('image')),
    shop: pick('shop'),
    canonical: absolute(canonicalHref),
    stock: pick('stock'),
  };
}
