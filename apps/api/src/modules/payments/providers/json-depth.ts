/**
 * Webhook bodies are checked with this before `JSON.parse`, so no code after it (parsing, logging, a later
 * `JSON.stringify`) meets a pathological nesting. Shared by the providers that verify webhooks.
 */

/** Whether a JSON text nests objects and arrays deeper than `limit`: one pass, strings skipped, no recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
