import { minorDigits, toMajor } from '@detalle/contract';
import { describe, expect, it } from 'vitest';
import {
  demoCategories,
  demoCategoryMotifs,
  demoCurrencies,
  demoHobbies,
  demoProducts,
  demoRegionOf,
} from '../src/db/seed/catalogue.js';
import { escapeXml, MOTIFS, renderCategoryImage, renderProductImage } from '../src/db/seed/product-image.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SVG_NS_ATTR = ' xmlns="http://www.w3.org/2000/svg"';
const INT32_MAX = 2_147_483_647;

/** Rough value of one major unit in euros, only to catch absurd prices. */
const ROUGH_EUR: Record<string, number> = {
  EUR: 1,
  USD: 0.9,
  MXN: 0.05,
  PEN: 0.25,
  CLP: 0.001,
  COP: 0.00022,
  ARS: 0.0008,
};

const colourOf = new Map(demoCategories.map((c) => [c.slug, c.colour]));
const allSubcategories = demoCategories.flatMap((c) =>
  c.subcategories.map((s) => ({ ...s, category: c.slug })),
);

/** Checks that tags nest and close properly and attributes are quoted: enough XML for our own output. */
function expectWellFormed(svg: string) {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    expect(between, `stray markup before <${m[2]}>`).not.toMatch(/[<>]/);
    expect(between, 'bare ampersand').not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop(), `</${name}> closes the wrong element`).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(svg.slice(last)).toBe('');
  expect(stack).toEqual([]);
}

/** Everything a safe, self-contained picture must not contain. */
function expectSafeSvg(svg: string) {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain('viewBox="0 0 480 480"');
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<foreignObject/i);
  expect(svg).not.toMatch(/\son\w+\s*=/i);
  expect(svg).not.toMatch(/href/i);
  expect(svg).not.toMatch(/@import|<style/i);
  // The SVG namespace is a name, not a fetch; it is required for the file to show in <img>.
  expect(svg.split(SVG_NS_ATTR)).toHaveLength(2);
  expect(svg.replace(SVG_NS_ATTR, '')).not.toMatch(/http|\/\//i);
  expect(svg.length).toBeLessThan(4096);
  expectWellFormed(svg);
}

describe('demo categories', () => {
  it('has 10 to 12 Spanish categories, each with 3 to 6 subcategories', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(10);
    expect(demoCategories.length).toBeLessThanOrEqual(12);
    expect(demoCategories.map((c) => c.name)).toContain('Hogar y cocina');
    for (const c of demoCategories) {
      expect(c.slug).toMatch(KEBAB);
      expect(c.name.trim()).not.toBe('');
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(c.subcategories.length).toBeGreaterThanOrEqual(3);
      expect(c.subcategories.length).toBeLessThanOrEqual(6);
    }
  });

  it('uses unique category slugs and globally unique subcategory slugs, as the database requires', () => {
    const slugs = demoCategories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const subSlugs = allSubcategories.map((s) => s.slug);
    expect(new Set(subSlugs).size).toBe(subSlugs.length);
    for (const s of allSubcategories) {
      expect(s.slug).toMatch(KEBAB);
      expect(s.name.trim()).not.toBe('');
    }
  });

  it('has a picture motif for every category', () => {
    for (const c of demoCategories) {
      const motif = demoCategoryMotifs[c.slug];
      expect(MOTIFS).toContain(motif);
      expectSafeSvg(renderCategoryImage({ name: c.name, colour: c.colour, motif: motif ?? 'gift' }));
    }
  });
});

describe('demo hobbies', () => {
  it('offers about thirty distinct interests', () => {
    expect(demoHobbies.length).toBeGreaterThanOrEqual(25);
    expect(demoHobbies.length).toBeLessThanOrEqual(40);
    expect(new Set(demoHobbies.map((h) => h.slug)).size).toBe(demoHobbies.length);
    expect(new Set(demoHobbies.map((h) => h.hobbie.toLowerCase())).size).toBe(demoHobbies.length);
    for (const h of demoHobbies) {
      expect(h.slug).toMatch(KEBAB);
      expect(h.hobbie.trim()).not.toBe('');
    }
  });
});

describe('demo products', () => {
  it('has at least 210 products', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(210);
  });

  it('has unique kebab-case slugs, usable as file names', () => {
    const slugs = demoProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it('has unique names and honest one- or two-sentence descriptions', () => {
    const names = demoProducts.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const descriptions = demoProducts.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const p of demoProducts) {
      expect(p.name).not.toMatch(/producto\s*\d/i);
      expect(p.name.length).toBeLessThanOrEqual(80);
      expect(p.description).toMatch(/[.!?]$/);
      const sentences = p.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length, p.slug).toBeLessThanOrEqual(2);
      expect(`${p.name} ${p.description} ${p.shop}`).not.toMatch(/https?:|www\./i);
      expect(p.shop.trim()).not.toBe('');
    }
  });

  it('places every product in an existing category and one of its subcategories', () => {
    const subsOf = new Map(demoCategories.map((c) => [c.slug, new Set(c.subcategories.map((s) => s.slug))]));
    for (const p of demoProducts) {
      expect(subsOf.has(p.category), `${p.slug}: ${p.category}`).toBe(true);
      expect(subsOf.get(p.category)?.has(p.subCategory), `${p.slug}: ${p.subCategory}`).toBe(true);
    }
  });

  it('leaves no category or subcategory empty', () => {
    for (const s of allSubcategories) {
      const n = demoProducts.filter((p) => p.category === s.category && p.subCategory === s.slug).length;
      expect(n, s.slug).toBeGreaterThan(0);
    }
  });

  it('has positive integer prices that fit the database column and make sense for the currency', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.priceMinor), p.slug).toBe(true);
      expect(p.priceMinor).toBeGreaterThan(0);
      expect(p.priceMinor).toBeLessThanOrEqual(INT32_MAX);
      expect(demoCurrencies).toContain(p.currency);
      const major = toMajor({ amount: p.priceMinor, currency: p.currency });
      const euros = major * (ROUGH_EUR[p.currency] ?? 0);
      expect(euros, `${p.slug}: ${major} ${p.currency}`).toBeGreaterThan(3);
      expect(euros, `${p.slug}: ${major} ${p.currency}`).toBeLessThan(1000);
    }
  });

  it('keeps ISO 4217 minor units: CLP has none, the rest have two', () => {
    expect(minorDigits('CLP')).toBe(0);
    for (const code of ['EUR', 'MXN', 'COP', 'ARS', 'PEN', 'USD'] as const) expect(minorDigits(code)).toBe(2);
    const euro = demoProducts.find((p) => p.slug === 'cafetera-italiana-6-tazas');
    expect(euro).toMatchObject({ priceMinor: 2490, currency: 'EUR' });
    // Colombian prices are whole pesos on the shelf: the two centavo digits are always zero.
    for (const p of demoProducts.filter((x) => x.currency === 'COP'))
      expect(p.priceMinor % 100, p.slug).toBe(0);
  });

  it('is mostly in euros and Mexican pesos, with some other Latin American currencies', () => {
    const share = (code: string) =>
      demoProducts.filter((p) => p.currency === code).length / demoProducts.length;
    expect(share('EUR') + share('MXN')).toBeGreaterThan(0.6);
    for (const code of ['COP', 'CLP', 'ARS', 'PEN', 'USD']) expect(share(code), code).toBeGreaterThan(0);
  });

  it('features about a third of the products, in every category', () => {
    const featured = demoProducts.filter((p) => p.standOut).length / demoProducts.length;
    expect(featured).toBeGreaterThanOrEqual(0.2);
    expect(featured).toBeLessThanOrEqual(0.5);
    for (const c of demoCategories) {
      expect(
        demoProducts.some((p) => p.category === c.slug && p.standOut),
        c.slug,
      ).toBe(true);
    }
  });

  it('opens the default listing with a mix of categories', () => {
    const firstTwelve = new Set(demoProducts.slice(0, 12).map((p) => p.category));
    expect(firstTwelve.size).toBeGreaterThanOrEqual(8);
  });
});

describe('product pictures', () => {
  it('renders every motif as a safe, self-contained SVG', () => {
    for (const motif of MOTIFS) {
      const svg = renderProductImage({ name: `Prueba ${motif}`, motif, colour: '#c8553d' });
      expectSafeSvg(svg);
    }
  });

  it('renders every demo product with its category colour, in a few kilobytes', () => {
    let total = 0;
    for (const p of demoProducts) {
      expect(MOTIFS).toContain(p.motif);
      const svg = renderProductImage({
        name: p.name,
        motif: p.motif,
        colour: colourOf.get(p.category) ?? '',
      });
      expectSafeSvg(svg);
      expect(svg).toContain(`<title>${escapeXml(p.name)}</title>`);
      total += svg.length;
    }
    expect(total / demoProducts.length).toBeLessThan(3000);
  });

  it('escapes names with & and < so the picture stays valid XML', () => {
    const svg = renderProductImage({
      name: 'Té & <galletas> "caseras" de l\'abuela',
      motif: 'cup',
      colour: '#d9963f',
    });
    expect(svg).toContain('<title>Té &amp; &lt;galletas&gt; &quot;caseras&quot; de l&apos;abuela</title>');
    expect(svg).not.toContain('<galletas>');
    expectSafeSvg(svg);
  });

  it('never copies a strange colour into the picture', () => {
    const svg = renderProductImage({ name: 'Taza', motif: 'cup', colour: '"/><script>alert(1)</script>' });
    expect(svg).not.toContain('alert');
    expectSafeSvg(svg);
  });

  it('is deterministic, yet varies between products of the same category and motif', () => {
    const a = { name: 'Cafetera italiana', motif: 'cup' as const, colour: '#c8553d' };
    expect(renderProductImage(a)).toBe(renderProductImage({ ...a }));
    const looks = new Set(
      ['Taza A', 'Taza B', 'Taza C', 'Taza D', 'Taza E'].map((name) =>
        renderProductImage({ ...a, name }).replace(/<title>.*<\/title>/, ''),
      ),
    );
    expect(looks.size).toBe(5);
  });
});

describe('demo regions', () => {
  it('gives every product the region of its currency, and Spain and Mexico a product in every category', () => {
    for (const p of demoProducts) expect(p.region, p.slug).toBe(demoRegionOf[p.currency]);
    for (const region of ['ES', 'MX']) {
      const covered = new Set(demoProducts.filter((p) => p.region === region).map((p) => p.category));
      expect([...covered].sort(), region).toEqual(demoCategories.map((c) => c.slug).sort());
    }
  });
});
