import { AppError } from '../../errors.js';

/** Realtime streams one session may hold open (a few tabs), and one address (a household or an office). */
export const STREAMS_PER_SESSION = 5;
export const STREAMS_PER_ADDRESS = 20;
/** What a refused stream is told to wait before trying again, in seconds. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

type OpenStream = { userId: string; sessionId: string; ip: string; end: () => void };

export type StreamRegistry = {
  /**
   * Counts a new stream of this process, or throws a Spanish 429 when its
   * session or address already holds too many. Returns the function that
   * forgets it once the connection closes.
   */
  add(stream: OpenStream): () => void;
  /** Ends the open streams of `userId` (all of them, or all but those of session `except`). */
  endForUser(userId: string, opts?: { except?: string }): void;
  /** Ends the open streams of one session. */
  endForSession(sessionId: string): void;
  /** Ends every stream, and refuses new ones from then on with a 503 (the server is draining or closing). */
  endAll(): void;
  /** How many streams are open on this process. */
  readonly size: number;
};

/**
 * The realtime streams open on this API process. A session that ends (logout,
 * password change or reset, account deletion) ends its streams here at once;
 * a stream held by another process finds out when it next checks its session
 * (before every event and at every heartbeat), so it never hears anything more.
 */
export function streamRegistry(): StreamRegistry {
  const open = new Set<OpenStream>();
  // Once every stream was ended, nothing would end one opened later (one that was still signing in, or a client
  // that came straight back), and the close would wait for it until its grace period ran out.
  let closing = false;
  const endWhere = (match: (s: OpenStream) => boolean) => {
    for (const s of [...open]) {
      if (match(s)) {
        open.delete(s);
        s.end();
      }
    }
  };
  return {
    add(stream) {
      if (closing) throw new AppError('SERVICE_UNAVAILABLE');
      let bySession = 0;
      let byAddress = 0;
      for (const s of open) {
        if (s.sessionId === stream.sessionId) bySession += 1;
        if (s.ip === stream.ip) byAddress += 1;
      }
      if (bySession >= STREAMS_PER_SESSION || byAddress >= STREAMS_PER_ADDRESS) {
        throw new AppError(
          'RATE_LIMITED',
          bySession >= STREAMS_PER_SESSION
            ? `Tienes Detalle abierto en demasiadas pestañas con esta sesión. Cierra alguna y vuelve a probar en ${STREAM_RETRY_AFTER_SECONDS} segundos.`
            : `Hay demasiadas conexiones abiertas desde tu red. Vuelve a probar en ${STREAM_RETRY_AFTER_SECONDS} segundos.`,
          undefined,
          { retryAfter: STREAM_RETRY_AFTER_SECONDS },
        );
      }
      open.add(stream);
      return () => void open.delete(stream);
    },
    endForUser(userId, opts) {
      endWhere((s) => s.userId === userId && s.sessionId !== opts?.except);
    },
    endForSession(sessionId) {
      endWhere((s) => s.sessionId === sessionId);
    },
    endAll() {
      closing = true;
      endWhere(() => true);
    },
    get size() {
      return open.size;
    },
  };
}
