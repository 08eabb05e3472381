/**
 * A web address we can safely put in an `href`: only `http:` and `https:`
 * (parsed, so `JaVaScRiPt:` or a leading space cannot slip through); anything
 * else (`javascript:`, `data:`, a relative path, text that is not an address)
 * gives null, so no link is shown. The address comes back exactly as given.
 */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
