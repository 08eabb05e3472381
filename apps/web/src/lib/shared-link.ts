import { type ScanPage, scanPageSchema } from '@detalle/contract';

/** The first http(s) address in a text ("Mira esto https://tienda.es/p/1 😍" → "https://tienda.es/p/1"). */
export function firstWebLink(text: string | null | undefined): string | null {
  const match = /https?:\/\/[^\s<>"'«»“”]+/i.exec(text ?? '');
  if (!match) return null;
  // A sentence's own punctuation after the address is not part of it.
  const link = match[0].replace(/[.,;:!?)\]}]+$/, '');
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The shop link of a Web Share Target visit (`/compartir?title=&text=&url=`): apps put it in `url`, Android's
 * often in `text` ("Mira esto https://…"), a few in `title`. The first address found, in that order.
 */
export function sharedLinkFrom(params: URLSearchParams): string | null {
  for (const key of ['url', 'text', 'title']) {
    const link = firstWebLink(params.get(key));
    if (link) return link;
  }
  return null;
}

/** The fragment key under which the bookmarklet hands over what it read on the shop's page. */
export const PAGE_FRAGMENT_KEY = 'pagina';

/**
 * What the bookmarklet read on the shop's page (`#pagina=<base64url JSON>`), checked against the contract's
 * caps; anything unreadable or too big is ignored and the link alone is read.
 */
export function pagePayloadFrom(hash: string): ScanPage | undefined {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get(PAGE_FRAGMENT_KEY);
  if (!encoded) return undefined;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed = scanPageSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
