import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  STORAGE_UPLOAD_RETRY_MS,
  StorageError,
  storageErrorMessages,
  uploadForm,
  withStorageRetry,
} from './upload';

type Reply = { status: number; body?: unknown } | 'network-error';

/** A stand-in for XMLHttpRequest that answers each send with the next reply, reporting progress first. */
function fakeXhr(replies: Reply[]) {
  const sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      queueMicrotask(() => this.onabort?.());
    }
    send() {
      sent.push(this.request);
      const reply = replies.shift() ?? { status: 500 };
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        if (reply === 'network-error') return this.onerror?.();
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error a call fails with; a call that succeeds fails the test. */
const failure = (call: Promise<unknown>): Promise<StorageError> =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: StorageError) => e,
  );

const instant = { sleep: async () => {}, random: () => 1 };

describe('uploadForm', () => {
  it('retries 503, 429, 408 and a lost connection, then answers what the API stored, reporting progress', async () => {
    const sent = fakeXhr([
      { status: 503 },
      { status: 429 },
      { status: 408 },
      'network-error',
      { status: 200, body: { data: { url: '/files/images/a.webp' } } },
    ]);
    const progress: number[] = [];
    const result = await uploadForm('/file/image', new FormData(), {
      onProgress: (f) => progress.push(f),
      retry: instant,
    });
    expect(result).toEqual({ data: { url: '/files/images/a.webp' } });
    expect(sent).toHaveLength(5);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/file/image' });
    expect(sent[0]?.headers['Type-token']).toBe('');
    expect(progress).toContain(0.5);
  });

  it('does not retry a refusal the API explained, and shows its Spanish reason', async () => {
    const sent = fakeXhr([
      {
        status: 415,
        body: {
          error: {
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Ese archivo no es una imagen que podamos leer.',
          },
        },
      },
    ]);
    const error = await failure(uploadForm('/file/image', new FormData(), { retry: instant }));
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toBe('Ese archivo no es una imagen que podamos leer.');
    expect(sent).toHaveLength(1);
  });

  it('maps statuses without an explanation to the storage codes of seed §8', async () => {
    fakeXhr([{ status: 413 }, { status: 403 }]);
    const tooBig = await failure(uploadForm('/file/image', new FormData(), { retry: instant }));
    expect(tooBig.code).toBe('storage/quota-exceeded');
    expect(tooBig.message).toBe(storageErrorMessages['storage/quota-exceeded']);
    const forbidden = await failure(uploadForm('/file/image', new FormData(), { retry: instant }));
    expect(forbidden.code).toBe('storage/unauthorized');
  });

  it('cancelling rejects with storage/canceled and sends nothing more', async () => {
    const sent = fakeXhr([{ status: 503 }, { status: 503 }]);
    const controller = new AbortController();
    const waiting = uploadForm('/file/image', new FormData(), {
      signal: controller.signal,
      retry: {
        sleep: () =>
          new Promise((_, reject) =>
            controller.signal.addEventListener('abort', () => reject(new Error('abort'))),
          ),
      },
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    const error = await failure(waiting);
    expect(error.code).toBe('storage/canceled');
    expect(error.message).toBe('Has cancelado la subida.');
    expect(sent).toHaveLength(1);
  });
});

describe('withStorageRetry', () => {
  it('gives up with retry-limit-exceeded once the next wait would pass the deadline', async () => {
    let clock = 0;
    const waits: number[] = [];
    const attempt = vi.fn(async () => {
      throw new StorageError('storage/unknown', 502);
    });
    const error = await failure(
      withStorageRetry(attempt, {
        deadlineMs: STORAGE_UPLOAD_RETRY_MS,
        now: () => clock,
        sleep: async (ms) => {
          waits.push(ms);
          clock += ms;
        },
        random: () => 1,
      }),
    );
    expect(error.code).toBe('storage/retry-limit-exceeded');
    expect(error.message).toMatch(/Se agotó el tiempo/);
    // 1 s, 2 s, 4 s … doubling up to 32 s, never past 600 s in all.
    expect(waits.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(STORAGE_UPLOAD_RETRY_MS);
    expect(attempt).toHaveBeenCalledTimes(waits.length + 1);
  });

  it('spreads retries with jitter between half and all of the exponential wait', () => {
    expect(backoffDelay(3, { deadlineMs: 1, random: () => 0 })).toBe(2000);
    expect(backoffDelay(3, { deadlineMs: 1, random: () => 1 })).toBe(4000);
    expect(backoffDelay(20, { deadlineMs: 1, random: () => 1 })).toBe(32000);
  });
});
