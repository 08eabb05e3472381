import { vi } from 'vitest';
import { jsonResponse } from './test-utils';

type Call = { method: string; path: string; body: unknown; headers: Headers };
type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Stubs `fetch` with one handler per "METHOD /api/path" and records every call.
 * An unlisted call answers 404 in the API's envelope, so a page that asks for
 * something unexpected shows it instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (init?.body instanceof FormData) body = init.body;
    else if (typeof init?.body === 'string') body = JSON.parse(init.body);
    const call = { method, path: url.pathname, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler === undefined) {
      return jsonResponse(
        { error: { code: 'NOT_FOUND', message: `Sin respuesta simulada para ${method} ${url.pathname}` } },
        404,
      );
    }
    return typeof handler === 'function' ? (handler as Handler)(call) : jsonResponse(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', xhrThrough(fetchMock));
  return {
    calls,
    fetchMock,
    /** The calls made to one endpoint, e.g. `callsTo('POST /api/user/login')`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/**
 * Uploads use XMLHttpRequest (`lib/upload.ts`, for progress); this stand-in answers them with the same
 * handlers and records them with the other calls, reporting the whole body sent before the answer.
 */
function xhrThrough(fetchMock: (input: string, init: RequestInit) => Promise<Response>) {
  return class MockXhr {
    status = 0;
    responseText = '';
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    abort() {
      this.aborted = true;
      queueMicrotask(() => this.onabort?.());
    }
    send(body: FormData) {
      void fetchMock(this.url, { method: this.method, body, headers: this.headers }).then(
        async (response) => {
          if (this.aborted) return;
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
      );
    }
  };
}

export const noSocial = { data: { google: null, facebook: null } };

export function apiError(
  code: string,
  message: string,
  status: number,
  fields?: { path: string; message: string }[],
) {
  return jsonResponse({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}
