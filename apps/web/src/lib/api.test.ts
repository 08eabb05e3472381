import { storageKeys } from '@detalle/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ana } from '@/test/fixtures';
import { jsonResponse } from '@/test/test-utils';
import { ApiError, apiRequest } from './api';
import { isLoggedIn, saveSession } from './session';

const fetchMock = vi.fn<typeof fetch>();

function sentHeaders(call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('apiRequest', () => {
  it('calls /api with an empty Type-token when nobody is logged in', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
    await apiRequest('/category/getAll');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/category/getAll');
    expect(sentHeaders().has('Type-token')).toBe(true);
    expect(sentHeaders().get('Type-token')).toBe('');
  });

  it('sends the stored token in Type-token', async () => {
    saveSession({ token: 'tok-ana', user: ana });
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
    await apiRequest('/list/getPagination');
    expect(sentHeaders().get('Type-token')).toBe('tok-ana');
  });

  it('builds the query string, leaving out empty filters', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
    await apiRequest('/product/getPagination', {
      query: { lim: 12, pos: 0, standOut: true, sea: undefined, category: null },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/product/getPagination?lim=12&pos=0&standOut=true');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { ok: true } }));
    await apiRequest('/user/login', { method: 'POST', body: { email: 'ana@example.com' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"ana@example.com"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('returns the body parsed by the given schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { total: 3 } }));
    const result = await apiRequest('/x', { schema: z.object({ data: z.object({ total: z.number() }) }) });
    expect(result.data.total).toBe(3);
  });

  it('turns the error envelope into an ApiError with the Spanish message as it came', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Revisa los datos marcados e inténtalo de nuevo.',
            fields: [{ path: 'email', message: 'Escribe un correo válido.' }],
          },
        },
        400,
      ),
    );
    const error = await apiRequest('/person/save', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'Revisa los datos marcados e inténtalo de nuevo.',
    });
    expect((error as ApiError).fieldMessage('email')).toBe('Escribe un correo válido.');
  });

  it('shows the message of an error code this build does not know yet', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'LIST_FULL', message: 'La lista ya tiene 100 regalos.' } }, 409),
    );
    await expect(apiRequest('/list/gift/save', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'LIST_FULL',
      status: 409,
      message: 'La lista ya tiene 100 regalos.',
    });
  });

  it('gives a Spanish message when the error body is not the envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 503 }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect((error as ApiError).message).toMatch(/no está disponible/);
  });

  it('maps a network failure to NETWORK_ERROR with the Spanish message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    });
  });

  it('lets a cancelled request reject as an abort, not as a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    const error = await apiRequest('/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { total: 'tres' } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await apiRequest('/x', {
      schema: z.object({ data: z.object({ total: z.number() }) }),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  const unauthorized = () =>
    jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'Tu sesión no es válida o ha caducado.' } }, 401);

  it('clears the session when the token it sent gets a 401', async () => {
    saveSession({ token: 'tok-dead', user: ana });
    fetchMock.mockResolvedValue(unauthorized());
    await expect(apiRequest('/notify/unRead')).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('keeps a newer session when a stale request comes back 401', async () => {
    saveSession({ token: 'tok-old', user: ana });
    fetchMock.mockImplementation(async () => {
      // While the old request was in flight the person logged in again.
      saveSession({ token: 'tok-new', user: ana });
      return unauthorized();
    });
    await expect(apiRequest('/notify/unRead')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(storageKeys.token)).toBe('tok-new');
  });

  it('keeps the session on a 401 that is about the form, not the token', async () => {
    saveSession({ token: 'tok-ok', user: ana });
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { code: 'INVALID_CREDENTIALS', message: 'El correo o la contraseña no son correctos.' } },
        401,
      ),
    );
    await expect(apiRequest('/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(isLoggedIn()).toBe(true);
  });

  it('does not touch storage on a 401 for a request made without a token', async () => {
    fetchMock.mockResolvedValue(unauthorized());
    const listener = vi.spyOn(localStorage, 'removeItem');
    await expect(apiRequest('/user/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('apiRequest in a browser with scheduler.yield', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends each request in a task of its own, not from the task that asked for it', async () => {
    let releaseTask = () => {};
    const yieldNow = vi.fn(() => new Promise<void>((resolve) => (releaseTask = resolve)));
    vi.stubGlobal('scheduler', { yield: yieldNow });
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));

    const request = apiRequest('/category/getAll');
    await Promise.resolve();
    expect(yieldNow).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();

    releaseTask();
    await request;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
