import { useRef } from 'react';

/** A fresh key: `crypto.randomUUID()` where the browser offers it (secure contexts), else 128 random bits. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One `Idempotency-Key` per declaration: kept while the giver retries the same one (a double tap, a lost
 * connection), so the owner is told once; another body is another attempt with a new key.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return (body: unknown): string => {
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: newKey(), body: json };
    return attempt.current.key;
  };
}
