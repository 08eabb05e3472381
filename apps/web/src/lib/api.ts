import { TOKEN_HEADER } from '@detalle/contract';
import type { z } from 'zod';
import { ApiError, apiErrorOf, clientErrorMessages } from './api-error';
import { loadCode } from './load-code';
import { yieldIfSupported } from './next-task';
import { endDeadSession, getToken } from './session';

export { ApiError, errorText, isApiError } from './api-error';

/** Every API path lives under this prefix (design: "Base path /api"). */
export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequest<S extends z.ZodType = z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Undefined and null values are left out, so optional filters can be passed as they are. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, except FormData, which the browser encodes itself (uploads). */
  body?: unknown;
  /** The answer is checked against it and its parsed value returned; a `LazySchema` loads with the request. */
  schema?: S | LazySchema<S>;
  signal?: AbortSignal;
  /** Extra headers, e.g. `{ [IDEMPOTENCY_HEADER]: key }` on a call that moves money. */
  headers?: Record<string, string>;
};

/**
 * A schema that loads with its code when a request first needs it: `() => import('./answers').then((m) => m.x)`.
 * A page the server rendered arrives with its answers already checked, so until it asks for more it loads
 * neither Zod nor the contract's schemas.
 */
export type LazySchema<S extends z.ZodType> = () => Promise<S>;

/** The schema itself, loading a lazy one. A schema that cannot be loaded reads as no connection. */
async function schemaOf<S extends z.ZodType>(source: S | LazySchema<S>): Promise<S> {
  if (typeof source !== 'function') return source;
  try {
    return await loadCode(source);
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: clientErrorMessages.NETWORK_ERROR });
  }
}

/** How requests leave: the browser's `fetch`, or, when the server renders a page, the server's own. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The browser's: each request leaves in a task of its own. A page whose sections ask for their data at
 * once (seven on `/home`) otherwise sent them all from the one task that runs React's effects: one
 * long task on a phone. A yield resumes before the tasks
 * already queued, so a request is not held back behind React's rendering, and requests leave in the order
 * asked. (A request asked for as the page unloads could be lost in the yield; nothing does that.)
 */
let transport: ApiTransport = async (url, init) => {
  await yieldIfSupported();
  return fetch(url, init);
};

/**
 * The server renders public pages (`entry-server.tsx`) with this very client: it passes a transport
 * that answers `/api/...` in-process, as the caller of that page, instead of over the network.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${clean}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A 401 UNAUTHORIZED means the token we sent is no longer valid. Other 401s
 * (INVALID_CREDENTIALS on a login form) say nothing about the session. Only the
 * token that was sent can be declared dead, and only while it is still the stored
 * one (`endDeadSession`): a late answer must not log out a session started meanwhile.
 */
function isDeadSession(error: ApiError): boolean {
  return error.status === 401 && error.code === 'UNAUTHORIZED';
}

/**
 * Calls the API and returns the parsed body. Every request carries `Type-token`
 * with the stored token, or an empty value (seed §7). Failures always arrive as
 * an ApiError with a Spanish message; a cancelled request keeps its AbortError so
 * TanStack Query can tell cancellation apart from failure.
 */
export function apiRequest<S extends z.ZodType>(
  path: string,
  request: ApiRequest<S> & { schema: S | LazySchema<S> },
): Promise<z.output<S>>;
export function apiRequest(path: string, request?: ApiRequest): Promise<unknown>;
export async function apiRequest(path: string, request: ApiRequest = {}): Promise<unknown> {
  const { method = 'GET', query, body, schema, signal } = request;
  const token = getToken();
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json');
  headers.set(TOKEN_HEADER, token ?? '');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  // Loaded while the request is on its way; awaited only for an answer that succeeded.
  const checker = schema === undefined ? undefined : schemaOf(schema);
  checker?.catch(() => {});

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: clientErrorMessages.NETWORK_ERROR });
  }

  let json: unknown;
  try {
    json = await readJson(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: clientErrorMessages.NETWORK_ERROR });
  }

  if (!response.ok) {
    const error = await apiErrorOf(response.status, json);
    if (isDeadSession(error)) endDeadSession(token);
    throw error;
  }

  if (!checker) return json;
  const parsed = (await checker).safeParse(json);
  if (!parsed.success) {
    console.error(`Respuesta inesperada de ${method} ${path}`, parsed.error);
    throw new ApiError({
      code: 'INVALID_RESPONSE',
      status: response.status,
      message: clientErrorMessages.INVALID_RESPONSE,
    });
  }
  return parsed.data;
}
