import { drawTerm } from '@detalle/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoader } from '@/components/feedback/PageLoader';
import es from '@/i18n/es.json';
import { type PageKey, pageKeys, paths } from '@/lib/paths';
import { saveSession } from '@/lib/session';
import { getStoredCountry } from '@/lib/stored-country';
import { ana } from '@/test/fixtures';
import { jsonResponse, render, renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';

/** An address a person could open for each route pattern (`:id` → `x1`). */
function exampleUrl(key: PageKey): string {
  // `home/{id}/{type}` only knows two types; a list that cannot be loaded still says what the page is.
  if (key === 'homeItem') return '/home/id-1/lista';
  // The wallet's segments are words it knows: a view, a card (`tarjeta`).
  if (key === 'billeteraView') return '/billetera/movimientos';
  if (key === 'billeteraCard') return '/billetera/card-1/tarjeta';
  if (key === 'billeteraPayment') return '/billetera/card-1/tarjeta/payment-1';
  return paths[key].path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`);
}

/** The `<h1>` each page shows; home greets the logged-in person by name. */
function expectedTitle(key: PageKey): string {
  if (key === 'home') return 'Hola, Ana';
  if (key === 'categoria') return 'Categorías';
  if (key === 'homeItem') return es.lists.detail.title;
  if (key === 'billeteraView') return es.wallet.views.movimientos;
  if (key === 'billeteraCard') return es.wallet.method.card;
  if (key === 'billeteraPayment') return es.wallet.receipt.title;
  // "Amigo invisible" in Spain, "Amigo secreto" elsewhere: the country of `flag`, here guessed from jsdom.
  if (key === 'amigoInvisible') {
    const term = drawTerm(getStoredCountry());
    return term.charAt(0).toUpperCase() + term.slice(1);
  }
  return es.pages[key as keyof typeof es.pages].title;
}

const guarded = pageKeys.filter((key) => paths[key].guard === 'session');
const open = pageKeys.filter((key) => paths[key].guard === 'none' && key !== 'loading');

beforeEach(() => {
  // Pages that load data get an empty catalogue.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/category/')
        ? jsonResponse({ data: [] })
        : jsonResponse({ data: { list: [], total: 0 } }),
    ),
  );
});

// The first page each test renders is imported cold (lazy chunks, Mantine): on a busy machine that alone can pass 5 s.
describe('route guards (seed §2)', { timeout: 30_000 }, () => {
  it('guards exactly the routes the seed marks as guarded', () => {
    expect(guarded.map((key) => paths[key].path).sort()).toEqual(
      [
        '/home',
        '/home/:id/:type',
        '/config',
        '/lista',
        '/notification',
        '/profile',
        '/crear-evento',
        '/calendario',
        '/calendario/:id',
        '/amigos',
        '/favorite',
        '/billetera',
        '/billetera/:view',
        '/billetera/:cardId/:cardType',
        '/billetera/:cardId/:cardType/:paymentId',
        '/amigo-invisible',
        '/amigo-invisible/crear',
        '/amigo-invisible/unirse/:token',
        '/amigo-invisible/:id',
        '/importar-regalos/:id',
        // Ours: "Añadir a una lista" from a link shared from elsewhere.
        '/compartir',
        // Ours: an invitation to run a list or event together.
        '/llevar-juntos',
        // Ours: "Mi familia", the profiles I look after, and one of them.
        '/familia',
        '/familia/:id',
      ].sort(),
    );
  });

  it.each(guarded)(
    'without a token, %s sends the person to login and remembers where they were going',
    async (key) => {
      const url = `${exampleUrl(key)}?tab=2`;
      const { router } = renderRoute(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(url);
    },
  );

  it.each(guarded)('with a token, %s opens its own page', async (key) => {
    saveSession({ token: 'tok', user: ana });
    const { router } = renderRoute(exampleUrl(key));
    expect(await screen.findByRole('heading', { level: 1, name: expectedTitle(key) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(exampleUrl(key));
  });

  it.each(open)('%s opens without a token', async (key) => {
    const { router } = renderRoute(exampleUrl(key));
    expect(await screen.findByRole('heading', { level: 1, name: expectedTitle(key) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(exampleUrl(key));
  });

  it('sends the person to login as soon as the session ends on a guarded page', async () => {
    saveSession({ token: 'tok', user: ana });
    const { router } = renderRoute('/amigos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amigos' })).toBeInTheDocument();

    // Another tab logs out.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Famigos');
  });
});

describe('session ending from the API', () => {
  it('a token the API rejects ends the session and sends the person to login', async () => {
    saveSession({ token: 'tok-caducado', user: ana });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { error: { code: 'UNAUTHORIZED', message: 'Tu sesión no es válida o ha caducado.' } },
          401,
        ),
      ),
    );
    const { router } = renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.search).toBe('?next=%2Fhome');
  });
});

describe('lazy pages', () => {
  it('paints the page itself first: no splash while its code arrives in time', async () => {
    renderRoute('/faq');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Preguntas frecuentes · Detalle');
  });

  it('says it is loading when the first page’s code is slow to arrive', async () => {
    render(<PageLoader delayMs={10} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
  });
});

describe('redirects and unknown addresses', () => {
  it('the empty path goes to home', async () => {
    saveSession({ token: 'tok', user: ana });
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('the empty path without a session ends on login, with home as the destination', async () => {
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fhome');
  });

  it('an unknown path shows "Página no encontrada" with a way back home', async () => {
    saveSession({ token: 'tok', user: ana });
    const { router } = renderRoute('/no-existe/de-verdad');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
  });

  it('loading sends a person with a token home', async () => {
    saveSession({ token: 'tok', user: ana });
    const { router } = renderRoute('/loading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('loading sends a guest to login', async () => {
    const { router } = renderRoute('/loading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('navigation', () => {
  it('shows the five member places and marks the current one', async () => {
    saveSession({ token: 'tok', user: ana });
    renderRoute('/calendario/3');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual(['Inicio', 'Listas', 'Calendario', 'Amigos']);
    expect(nav).toHaveTextContent('Más');
    expect(screen.getByRole('link', { name: 'Calendario' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark "Inicio" current on a list or product, which live under /home', {
    timeout: 30_000,
  }, async () => {
    saveSession({ token: 'tok', user: ana });
    renderRoute('/home/id-1/lista');
    await screen.findByRole('heading', { level: 1, name: expectedTitle('homeItem') });
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('"Más" reaches every other section: profile, family, favourites, wallet, gifts received, settings, catalogue, ONGs, help and legal pages', {
    timeout: 30_000,
  }, async () => {
    saveSession({ token: 'tok', user: ana });
    const { router } = renderRoute('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: 'Más' }));
    // The menu's code loads with the first tap; the menu opens once it has arrived.
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Perfil',
      'Mi familia',
      'Favoritos',
      'Billetera',
      'Regalos recibidos',
      'Configuración',
      'Explorar',
      'ONG',
      'Ayuda',
      'Términos y condiciones',
      'Política de privacidad',
      'Cerrar sesión',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Favoritos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorite'));
    await userEvent.click(screen.getByRole('button', { name: 'Más' }));
    expect(screen.getByRole('menuitem', { name: 'Favoritos' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers guests "Iniciar sesión" instead of places they cannot open', async () => {
    renderRoute('/faq');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(nav).toHaveTextContent('Iniciar sesión');
    expect(nav).not.toHaveTextContent('Amigos');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
