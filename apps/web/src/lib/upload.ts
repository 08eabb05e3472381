import { TOKEN_HEADER } from '@detalle/contract';
import { buildUrl } from './api';
import { ApiError, readErrorEnvelope } from './api-error';
import { endDeadSession, getToken } from './session';

/**
 * Seed §8: the storage client gives up retrying an upload after 600 s (and any
 * other operation after 120 s: the web has none, pictures are read as plain images).
 */
export const STORAGE_UPLOAD_RETRY_MS = 600_000;

/** The storage client's error codes of seed §8. */
export type StorageErrorCode =
  | 'storage/object-not-found'
  | 'storage/unauthenticated'
  | 'storage/unauthorized'
  | 'storage/quota-exceeded'
  | 'storage/retry-limit-exceeded'
  | 'storage/canceled'
  | 'storage/invalid-url'
  | 'storage/unknown';

/** What the person reads for each code (the seed does not show it; these say what happened and what to do). */
export const storageErrorMessages: Record<StorageErrorCode, string> = {
  'storage/object-not-found': 'No encontramos ese archivo. Puede que se haya borrado; elige otro.',
  'storage/unauthenticated': 'Tu sesión ha caducado. Inicia sesión otra vez para subir archivos.',
  'storage/unauthorized': 'No tienes permiso para subir este archivo.',
  'storage/quota-exceeded': 'El archivo es demasiado grande. Elige uno más ligero (como mucho 8 MB).',
  'storage/retry-limit-exceeded':
    'Se agotó el tiempo para subir el archivo. Revisa tu conexión e inténtalo de nuevo.',
  'storage/canceled': 'Has cancelado la subida.',
  'storage/invalid-url': 'La dirección del archivo no es válida.',
  'storage/unknown': 'No pudimos subir el archivo. Inténtalo de nuevo en unos minutos.',
};

/**
 * A storage failure. It is an ApiError, so every form that shows `error.message`
 * shows these too. When the API explained a refusal itself (an image it could
 * not read), its Spanish message wins over the generic one of the code.
 */
export class StorageError extends ApiError {
  constructor(code: StorageErrorCode, status = 0, message = storageErrorMessages[code]) {
    super({ code, status, message });
  }
}

/** 408, 429 and 5xx are worth another try; so is a request that never got an answer (status 0). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

function codeForStatus(status: number): StorageErrorCode {
  if (status === 401) return 'storage/unauthenticated';
  if (status === 403) return 'storage/unauthorized';
  if (status === 404) return 'storage/object-not-found';
  if (status === 413) return 'storage/quota-exceeded';
  return 'storage/unknown';
}

export type RetryPolicy = {
  /** Give up once this many milliseconds have passed since the first attempt. */
  deadlineMs: number;
  /** First wait; each next one doubles (with up to 50 % jitter), capped at `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Injected by tests. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
};

function abortError(): DOMException {
  return new DOMException('Upload canceled', 'AbortError');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

/** The wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s… capped, with jitter so clients do not retry in step. */
export function backoffDelay(attempt: number, policy: RetryPolicy): number {
  const base = policy.baseDelayMs ?? 1000;
  const max = policy.maxDelayMs ?? 32_000;
  const exponential = Math.min(max, base * 2 ** (attempt - 1));
  return Math.round(exponential * (0.5 + (policy.random ?? Math.random)() * 0.5));
}

/**
 * Runs `attempt` until it succeeds, fails for a reason retrying cannot fix, or
 * the deadline passes. `attempt` throws a StorageError carrying the HTTP status.
 */
export async function withStorageRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  const now = policy.now ?? Date.now;
  const wait = policy.sleep ?? sleep;
  const started = now();
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (signal?.aborted) throw new StorageError('storage/canceled');
      if (!(error instanceof StorageError) || !isRetryableStatus(error.status)) throw error;
      const delay = backoffDelay(tries, policy);
      if (now() - started + delay > policy.deadlineMs) throw new StorageError('storage/retry-limit-exceeded');
      try {
        await wait(delay, signal);
      } catch {
        throw new StorageError('storage/canceled');
      }
    }
  }
}

export type UploadOptions = {
  /** Fraction sent, from 0 to 1, for a progress bar. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  retry?: Partial<RetryPolicy>;
};

/** One attempt with XMLHttpRequest: fetch cannot report upload progress. */
function sendOnce(path: string, body: FormData, options: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(TOKEN_HEADER, token ?? '');
    xhr.responseType = 'text';
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const finish = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => {
      finish();
      reject(new StorageError('storage/canceled'));
    };
    xhr.onerror = () => {
      finish();
      reject(new StorageError('storage/unknown', 0));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      finish();
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json);
      if (xhr.status === 401) endDeadSession(token);
      const code = codeForStatus(xhr.status);
      // A 4xx the API explained (not an image, too big) keeps its own Spanish reason.
      const explainable = xhr.status < 500 && xhr.status !== 429;
      void (explainable ? readErrorEnvelope(json) : Promise.resolve(null)).then((error) =>
        reject(new StorageError(code, xhr.status, error?.message)),
      );
    };
    xhr.send(body);
  });
}

/**
 * Uploads a form to the API with progress, retrying 408, 429, 5xx and lost
 * connections with exponential back-off for up to 600 s in all (seed §8).
 * Cancelling through `signal` rejects with `storage/canceled`.
 */
export async function uploadForm(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  if (!path.startsWith('/')) throw new StorageError('storage/invalid-url');
  const policy: RetryPolicy = { deadlineMs: STORAGE_UPLOAD_RETRY_MS, ...options.retry };
  return withStorageRetry(
    () => {
      options.onProgress?.(0);
      return sendOnce(path, body, options);
    },
    policy,
    options.signal,
  );
}
