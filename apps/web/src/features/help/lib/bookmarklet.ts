/**
 * The "Añadir a Detalle" bookmarklet. `collectPage` runs on a shop's page, in the person's own browser, so it
 * must stand alone: no imports and no outer names, because its source text becomes the link
 * (`bookmarkletHref`). It reads the page's address, title, canonical link, JSON-LD scripts and
 * OpenGraph/product meta tags — what our reader looks for — within the contract's caps (`scanPageSchema`),
 * and opens Detalle's `/compartir` with them.
 *
 * The payload travels in the URL's fragment (`#pagina=<base64url JSON>`): browsers never send a fragment to
 * the server, so it stays out of every request line and log, and it survives the trip through login. A
 * postMessage hand-over would need the opened window to be ready and listening, and it is lost if the person
 * has to sign in first.
 */
export function collectPage(doc: Document, app: string, open: (url: string) => void): void {
  const MAX_CHARS = 64 * 1024 - 1024;
  const MAX_SCRIPTS = 10;
  const MAX_META = 60;
  let room = MAX_CHARS;
  const take = (text: string, cap: number) => {
    const kept = text.slice(0, Math.max(0, Math.min(cap, room)));
    room -= kept.length;
    return kept;
  };

  // The API takes one-line fields and multi-line scripts without control characters (tabs included), as it
  // does from a person: what a shop's markup carries of them is only spacing, so it becomes a space here.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const oneLine = (text: string) => text.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ').trim();
  const lines = (text: string) =>
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
      .trim();

  const title = take(oneLine(doc.title || ''), 300);
  const canonicalTag = doc.querySelector('link[rel="canonical"]');
  const canonical = take(oneLine(canonicalTag ? (canonicalTag as HTMLLinkElement).href : ''), 2000);

  const meta: [string, string][] = [];
  const metaTags = Array.from(doc.querySelectorAll('meta'));
  for (let i = 0; i < metaTags.length && meta.length < MAX_META; i++) {
    const tag = metaTags[i] as HTMLMetaElement;
    const key = oneLine(tag.getAttribute('property') || tag.getAttribute('name') || '');
    const content = oneLine(tag.getAttribute('content') || '');
    if (!content || key.length > 100 || !/^(og:|product:|twitter:|description$)/i.test(key)) continue;
    if (key.length + Math.min(content.length, 2000) > room) break;
    meta.push([take(key, 100), take(content, 2000)]);
  }

  // Only the scripts that speak of a product (never a logged-in person's data); each one whole or not at all
  // (half a JSON is no JSON).
  const scripts = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))
    .map((s) => lines(s.textContent || ''))
    .filter((text) => /Product/.test(text));
  const jsonLd: string[] = [];
  for (let i = 0; i < scripts.length && jsonLd.length < MAX_SCRIPTS; i++) {
    const text = scripts[i] as string;
    if (text.length <= room) jsonLd.push(take(text, text.length));
  }

  const payload: { title?: string; canonical?: string; jsonLd: string[]; meta: [string, string][] } = {
    jsonLd,
    meta,
  };
  if (title) payload.title = title;
  if (canonical) payload.canonical = canonical;
  // Characters are counted above; the API's request limit counts bytes, and an accented or CJK character
  // takes two or three: the last scripts (then tags) go until the whole is within 64 KB.
  const encode = () => new TextEncoder().encode(JSON.stringify(payload));
  let bytes = encode();
  while (bytes.length > 64 * 1024 && (payload.jsonLd.length > 0 || payload.meta.length > 0)) {
    if (payload.jsonLd.length > 0) payload.jsonLd.pop();
    else payload.meta.pop();
    bytes = encode();
  }
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i] as number);
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  open(`${app}/compartir?url=${encodeURIComponent(doc.location.href)}#pagina=${encoded}`);
}

/** Opens Detalle in a new tab, or in this one when the browser blocks new windows. */
function openDetalle(url: string): void {
  if (!window.open(url, '_blank')) window.location.href = url;
}

/** The bookmarklet's code as it runs: `collectPage` itself, called with the page, Detalle's origin and a way to open it. */
export function bookmarkletSource(origin: string): string {
  return `(${collectPage.toString()})(document,${JSON.stringify(origin)},${openDetalle.toString()});`;
}

/** The link to drag to the bookmarks bar. */
export function bookmarkletHref(origin: string): string {
  return `javascript:${encodeURIComponent(`${bookmarkletSource(origin)}void 0;`)}`;
}
