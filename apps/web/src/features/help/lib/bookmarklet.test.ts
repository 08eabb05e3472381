import { SCAN_PAGE_MAX_CHARS, scanPageSchema } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagePayloadFrom, sharedLinkFrom } from '@/lib/shared-link';
import { bookmarkletHref, bookmarkletSource } from './bookmarklet';

const APP = 'https://detalle.example';

/** Clicks the bookmarklet on the current document: its link's own code, run as the browser would run it. */
function clickBookmarklet(): URL {
  const href = bookmarkletHref(APP);
  expect(href.startsWith('javascript:')).toBe(true);
  const code = decodeURIComponent(href.slice('javascript:'.length));
  const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  // The code stands alone: only the page's own globals (document, window) are there.
  new Function(code)();
  expect(open).toHaveBeenCalledTimes(1);
  return new URL(String(open.mock.calls[0]?.[0]));
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
  vi.restoreAllMocks();
});

describe('the "Añadir a Detalle" bookmarklet', () => {
  it("turns a shop's tabs and line breaks into what the API accepts, keeping the product readable", () => {
    document.head.innerHTML = `
      <meta name="description" content="Primera línea\nsegunda\tlínea">
      <script type="application/ld+json">{\r\n\t"@type": "Product",\r\n\t"name": "Lámpara\u2028de mesa"\r\n}</script>`;
    document.title = 'Lámpara de mesa';
    const page = pagePayloadFrom(clickBookmarklet().hash);
    // As the API will check it: a shop's pretty-printed JSON-LD must not be refused for its tabs.
    expect(scanPageSchema.safeParse(page).success).toBe(true);
    expect(page?.meta).toEqual([['description', 'Primera línea segunda línea']]);
    const script = page?.jsonLd[0] ?? '';
    expect(JSON.parse(script)).toEqual({ '@type': 'Product', name: 'Lámpara de mesa' });
  });

  it("opens /compartir with the page's address and its product data in the fragment", () => {
    document.head.innerHTML = `
      <link rel="canonical" href="/cafetera-canonica">
      <meta property="og:title" content="Cafetera espresso 15 bar">
      <meta property="og:image" content="https://cdn.example.com/cafetera.jpg">
      <meta property="product:price:amount" content="129.90">
      <meta name="description" content="Para un café de bar en casa.">
      <meta name="viewport" content="width=device-width">
      <meta name="csrf-token" content="secreto">
      <script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
      <script type="application/ld+json">{"@type":"Product","name":"Cafetera espresso 15 bar"}</script>
      <script>var tracking = 1;</script>`;
    document.title = 'Cafetera espresso | El Corte Inglés';
    const opened = clickBookmarklet();

    expect(opened.origin).toBe(APP);
    expect(opened.pathname).toBe('/compartir');
    expect(sharedLinkFrom(opened.searchParams)).toBe(window.location.href);
    // Nothing of the page in what a server would see: only the address, in the query.
    expect([...opened.searchParams.keys()]).toEqual(['url']);
    const page = pagePayloadFrom(opened.hash);
    expect(page).toEqual({
      title: 'Cafetera espresso | El Corte Inglés',
      canonical: new URL('/cafetera-canonica', window.location.href).toString(),
      meta: [
        ['og:title', 'Cafetera espresso 15 bar'],
        ['og:image', 'https://cdn.example.com/cafetera.jpg'],
        ['product:price:amount', '129.90'],
        ['description', 'Para un café de bar en casa.'],
      ],
      // Only the product's script: nothing else the page says about itself or the person.
      jsonLd: ['{"@type":"Product","name":"Cafetera espresso 15 bar"}'],
    });
  });

  it('keeps within the cap the API accepts: whole scripts only', () => {
    const big = JSON.stringify({ '@type': 'Product', name: 'Bici', description: 'x'.repeat(40_000) });
    const product = JSON.stringify({ '@type': 'Product', name: 'Casco', description: 'y'.repeat(20_000) });
    document.head.innerHTML = [big, big, product]
      .map((s) => `<script type="application/ld+json">${s}</script>`)
      .join('');
    const page = pagePayloadFrom(clickBookmarklet().hash);

    expect(page).toBeDefined();
    expect(scanPageSchema.safeParse(page).success).toBe(true);
    // The second big one no longer fits; the smaller one after it still does.
    expect(page?.jsonLd).toEqual([big, product]);
    expect(JSON.stringify(page).length).toBeLessThan(SCAN_PAGE_MAX_CHARS + 1000);
  });

  it('keeps within 64 KB of bytes too, however many each character takes', () => {
    const product = JSON.stringify({ '@type': 'Product', name: '茶碗' });
    const wide = JSON.stringify({ '@type': 'Product', name: '急須', description: '茶'.repeat(30_000) });
    document.head.innerHTML = [product, wide]
      .map((s) => `<script type="application/ld+json">${s}</script>`)
      .join('');
    const opened = clickBookmarklet();
    const page = pagePayloadFrom(opened.hash);
    expect(page?.jsonLd).toEqual([product]);
    expect(new TextEncoder().encode(JSON.stringify(page)).length).toBeLessThanOrEqual(64 * 1024);
  });

  it('opens Detalle in the same tab when new windows are blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const code = bookmarkletSource(APP);
    const assign = vi.fn();
    // jsdom cannot navigate: the same code against a stand-in window shows where it would go.
    new Function('window', 'document', code)(
      {
        open: () => null,
        location: {
          set href(url: string) {
            assign(url);
          },
        },
      },
      document,
    );
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/^https:\/\/detalle\.example\/compartir\?url=/);
  });
});
