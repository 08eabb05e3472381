/**
 * An HTTP `Retry-After` (RFC 9110 §10.2.3: whole seconds, or an HTTP date) in milliseconds from `now`; undefined
 * when absent or unreadable. The API reads shops' answers with it, the web the realtime channel's refusals.
 */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
