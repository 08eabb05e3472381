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
  return {
    calls,
    fetchMock,
    /** The calls made to one endpoint, e.g. `callsTo('POST /api/user/login')`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
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
