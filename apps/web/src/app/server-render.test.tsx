// @vitest-environment node
// The server's render runs in Node (no DOM, no storage), as the API runs it.
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_ID, eventDetail } from '@/features/events/testing/fixtures';
import { setApiTransport } from '@/lib/api';
import { pageAt, renderPage } from './server-render';

type Call = { url: string; headers: Headers };

/** The API as the server answers the render's requests: one canned answer per path. */
function serverApi(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  setApiTransport(async (url, init) => {
    calls.push({ url, headers: new Headers(init.headers) });
    const answer = answers[url] ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No existe.' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const at = (path: string) => new URL(path, 'http://localhost');

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('server render of public pages', () => {
  it('renders the login page with its heading and form, ready to hydrate', async () => {
    serverApi({});
    const page = await renderPage(at('/login'));
    expect(page?.html).toContain('Iniciar sesión');
    expect(page?.html).toContain('type="password"');
    expect(page?.state.router.errors).toBeNull();
  });

  it('renders a public event with its name, and hands the answer to the browser', async () => {
    const event = eventDetail({ name: 'Cumpleaños de Lucía', visibility: 'public', role: 'none' });
    const calls = serverApi({ [`/api/event/get/${EVENT_ID}`]: { status: 200, body: { data: event } } });
    const page = await renderPage(at(`/evento/${EVENT_ID}`));
    expect(page?.html).toContain('Cumpleaños de Lucía');
    expect(JSON.stringify(page?.state.queries)).toContain('Cumpleaños de Lucía');
    // Always as a guest: the server has no token to send.
    expect(calls.map((c) => c.headers.get('Type-token'))).toEqual(['']);
    // The first render of the event page imports its whole module graph: seconds on a busy machine.
  }, 20_000);

  it('leaves an event it cannot read to the browser (its error and retry are the page’s own)', async () => {
    serverApi({});
    expect(await renderPage(at(`/evento/${EVENT_ID}`))).toBeNull();
  });

  it('does not render pages behind a session, nor pages it does not know', async () => {
    serverApi({});
    expect(await renderPage(at('/home'))).toBeNull();
    expect(await renderPage(at('/billetera'))).toBeNull();
    expect(await renderPage(at('/no-existe'))).toBeNull();
  });

  it('renders /home for a browser with a session as a signed-in frame, asking the API for nothing', async () => {
    const calls = serverApi({});
    const page = await renderPage(at('/home'), true);
    // The signed-in frame (the member’s places, no "Crear cuenta"), the greeting without a name.
    expect(page?.html).toContain('>Hola<');
    expect(page?.html).toContain('href="/amigos"');
    expect(page?.html).not.toContain('href="/register"');
    expect(page?.state.session).toBe(true);
    expect(page?.usesData).toBe(false);
    expect(calls).toEqual([]);
    // A public page is never rendered for a session (it would be the guest's version of it).
    expect(await renderPage(at(`/evento/${EVENT_ID}`), true)).toBeNull();
    // The assumed session ends with the render: the next guest render is a guest's.
    expect((await renderPage(at('/login')))?.html).toContain('Iniciar sesión');
  });

  it('names the page of an address, for its code hints', () => {
    expect(pageAt(at('/home'))).toBe('home');
    expect(pageAt(at(`/evento/${EVENT_ID}`))).toBe('evento');
    expect(pageAt(at('/regalar?lista=1'))).toBe('regalar');
  });
});
