// Apart from the schemas of `giving.ts`: the shared list's page reads its link without Zod.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const LIST_PAGE = /^\/home\/([^/]+)\/lista\/?$/;

/**
 * The list a pasted link or code points at (`regalar` without a list): a Detalle link to a list — its shared
 * link `…/regalar?lista={id}` or its page `…/home/{id}/lista` — or the bare list code (its id). Only the id is
 * kept, so a link of any other site leads nowhere but to our own page of that list. Null when it is none of them.
 */
export function listIdFromLink(text: string): string | null {
  const value = text.trim();
  if (UUID.test(value)) return value.toLowerCase();
  let url: URL;
  try {
    url = new URL(value.includes('://') ? value : `https://${value}`);
  } catch {
    return null;
  }
  const id =
    url.pathname.replace(/\/$/, '') === '/regalar'
      ? url.searchParams.get('lista')
      : (LIST_PAGE.exec(url.pathname)?.[1] ?? null);
  return id && UUID.test(id) ? id.toLowerCase() : null;
}
