import { useRef } from 'react';

/** A fresh key: `crypto.randomUUID()` where the browser offers it (secure contexts), else 128 random bits. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One `Idempotency-Key` per attempt of an operation. The key is made when the person starts the attempt
 * and kept while they retry that same attempt (a double tap, "Reintentar" after a lost connection), so the
 * server moves the money once. Changing what is sent (another amount, another card) is a new attempt with
 * a new key; `finish()` after a success makes the next one new too.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const json = JSON.stringify(body);
      if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
      return attempt.current.key;
    },
    finish() {
      attempt.current = null;
    },
  };
}

/** What a money-moving mutation receives: the body and the attempt's key. */
export type Keyed<B> = { body: B; key: string };
