import { type Money, toMinor } from '@detalle/contract';
import { type CheerioAPI, load } from 'cheerio';

/** What a shop's page tells about its product; every field may be missing. */
export type Extracted = {
  name?: string;
  description?: string;
  price?: Money;
  image?: string;
  shop?: string;
  canonical?: string;
};

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', US$: 'USD', $: 'MXN', 'S/': 'PEN', '£': 'GBP' };

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

const firstString = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return firstString(v[0]);
  if (v && typeof v === 'object' && 'url' in v) return firstString((v as { url: unknown }).url);
  return undefined;
};

type Json = Record<string, unknown>;

function findProduct(node: unknown): Json | undefined {
  if (Array.isArray(node)) {
    for (const n of node) {
      const p = findProduct(n);
      if (p) return p;
    }
    return undefined;
  }
  if (!node || typeof node !== 'object') return undefined;
  const obj = node as Json;
  const type = obj['@type'];
  const types = Array.isArray(type) ? type : [type];
  if (types.some((t) => typeof t === 'string' && /^(Product|ProductGroup|IndividualProduct)$/.test(t)))
    return obj;
  return findProduct(obj['@graph']) ?? findProduct(obj.mainEntity);
}

function offerOf(product: Json): { amount?: number; currency?: string } {
  const offers = product.offers;
  const list = Array.isArray(offers) ? offers : offers ? [offers] : [];
  for (const o of list as Json[]) {
    const amount = parseAmount(o.price ?? o.lowPrice ?? (o.priceSpecification as Json | undefined)?.price);
    const currency = clean(o.priceCurrency ?? (o.priceSpecification as Json | undefined)?.priceCurrency);
    if (amount !== undefined) return { amount, currency };
  }
  return {};
}

function fromJsonLd($: CheerioAPI): Extracted {
  for (const el of $('script[type="application/ld+json"]').toArray()) {
    let data: unknown;
    try {
      data = JSON.parse($(el).text());
    } catch {
      continue;
    }
    const p = findProduct(data);
    if (!p) continue;
    const { amount, currency } = offerOf(p);
    return {
      name: clean(p.name),
      description: clean(p.description),
      image: firstString(p.image),
      price:
        amount !== undefined && currency && /^[A-Z]{3}$/.test(currency)
          ? { amount: toMinor(amount, currency), currency }
          : undefined,
    };
  }
  return {};
}

function fromMeta($: CheerioAPI): Extracted {
  const meta = (key: string) =>
    clean($(`meta[property="${key}"]`).attr('content') ?? $(`meta[name="${key}"]`).attr('content'));
  const amount = parseAmount(meta('product:price:amount') ?? meta('og:price:amount'));
  const currency = meta('product:price:currency') ?? meta('og:price:currency');
  return {
    name: meta('og:title') ?? meta('twitter:title'),
    description: meta('og:description') ?? meta('description') ?? meta('twitter:description'),
    image: meta('og:image:secure_url') ?? meta('og:image') ?? meta('twitter:image'),
    shop: meta('og:site_name'),
    price:
      amount !== undefined && currency && /^[A-Z]{3}$/.test(currency)
        ? { amount: toMinor(amount, currency), currency }
        : undefined,
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
  let currency = prop('priceCurrency');
  if (!currency) {
    const sign = Object.keys(CURRENCY_SIGNS).find((s) => scope.find('[itemprop="price"]').text().includes(s));
    currency = sign ? CURRENCY_SIGNS[sign] : undefined;
  }
  return {
    name: prop('name'),
    description: prop('description'),
    image: prop('image'),
    price: amount !== undefined && currency ? { amount: toMinor(amount, currency), currency } : undefined,
  };
}

/** JSON-LD first (the most exact), then microdata, then OpenGraph and plain meta tags; field by field. */
export function extractProduct(html: string, pageUrl: string): Extracted {
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
  };
}
