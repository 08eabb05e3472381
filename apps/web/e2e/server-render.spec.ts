import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createPerson, type Person, shoot } from './people.js';
import { phoneSpec } from './phone-spec.js';

// Server rendering: a guest opening a public event or a shared list from a link sees the page in the HTML,
// before any JavaScript; React then takes it over with no mismatch and it works as before. A person with a
// session gets their own page, never the guest's. Screenshots (390 px, light and dark, before and after the
// code) land in /tmp/server-render-shots.

const { baseURL, shots, newPage } = phoneSpec('server-render');

let nerea: Person;
const ids = { event: '', list: '' };

beforeAll(async () => {
  nerea = await createPerson(baseURL, 'Nerea', 'Sáez');
  const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
  ids.event = (
    await apiAs<{ id: string }>(baseURL, nerea, 'POST', '/event/save', {
      name: 'Cena de Nerea',
      startsAt,
      timezone: 'Europe/Madrid',
      place: 'Casa de Nerea',
      visibility: 'public',
    })
  ).id;
  ids.list = (
    await apiAs<{ id: string }>(baseURL, nerea, 'POST', '/list/save', {
      name: 'Ideas para Nerea',
      visibility: 'public',
    })
  ).id;
});

/**
 * Console errors, uncaught errors and CSP violations of a page (a hydration mismatch is one: React error
 * #418/#425; Zod probing for `eval` is another, when its configuration did not run before its first schema).
 */
async function errorsOf(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.exposeFunction('reportViolation', (what: string) => errors.push(`CSP: ${what}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation: (w: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return errors;
}

/** Holds the page's code (its entry) until the returned function lets it in: the server's HTML alone is on screen. */
async function holdTheCode(page: Page): Promise<() => void> {
  let letCodeIn: () => void = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    letCodeIn = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  return letCodeIn;
}

const ready = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });

describe('public pages rendered on the server', () => {
  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';

    it(`shows a public event without its code, in the phone's scheme (${mode})`, async () => {
      const page = await newPage({ dark, serviceWorkers: 'block' });
      // Its code never arrives: what is on screen is the server's HTML alone.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`/evento/${ids.event}`);
      await page.getByRole('heading', { level: 1, name: 'Cena de Nerea' }).waitFor();
      await page.getByText('Casa de Nerea').waitFor();
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(mode);
      // The picture is asked for first.
      expect(await page.locator('main img').first().getAttribute('fetchpriority')).toBe('high');
      await page.screenshot({ path: `${shots}/event-before-code-${mode}.png`, fullPage: true });
    });

    it(`hands the event to React with no mismatch, and it answers taps (${mode})`, async () => {
      const page = await newPage({ dark, serviceWorkers: 'block' });
      const errors = await errorsOf(page);
      await page.goto(`/evento/${ids.event}`);
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'Cena de Nerea' }).waitFor();
      // A tap React handles: signing in to join keeps where the guest was going.
      await page.getByRole('link', { name: 'Inicia sesión para unirte' }).click();
      await page.waitForURL(/\/login\?next=/);
      await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
      expect(errors).toEqual([]);
      await shoot(page, `${shots}/login-after-event-${mode}.png`);
    });
  }

  it('loads Zod’s messages in Spanish alone, not in every language Zod knows', async () => {
    const page = await newPage({ serviceWorkers: 'block' });
    const code: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) code.push(r.text());
    });
    await page.goto(`/evento/${ids.event}`);
    await ready(page);
    const all = (await Promise.all(code)).join('\n');
    expect(all).toContain('Entrada inválida');
    // German, as a stand-in for the other 40-odd languages, which the first step must not carry.
    expect(all).not.toContain('Ungültige Eingabe');
  });

  it('renders a shared list for a guest, then React takes it over', async () => {
    const page = await newPage({ serviceWorkers: 'block' });
    const errors = await errorsOf(page);
    const html = await (await fetch(`${baseURL}/regalar?lista=${ids.list}`)).text();
    expect(html).toContain('Ideas para Nerea');
    await page.goto(`/regalar?lista=${ids.list}`);
    await ready(page);
    await page.getByRole('heading', { level: 1, name: 'Ideas para Nerea' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps what a guest types only once the page is React’s: the login form waits until then', async () => {
    const page = await newPage({ serviceWorkers: 'block' });
    const letCodeIn = await holdTheCode(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const email = page.getByRole('textbox', { name: /Correo electrónico/ });
    await email.waitFor();
    // Server HTML without its code: the field cannot be typed into yet (what is typed would be lost).
    expect(await email.isEditable()).toBe(false);
    letCodeIn();
    await email.fill(nerea.email);
    await page.locator('input[type="password"]').fill(nerea.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/home$/);
  });

  it('sends a person with a session their own page, not the guest’s render', async () => {
    const page = await newPage({ as: nerea, serviceWorkers: 'block' });
    await page.goto(`/evento/${ids.event}`);
    await ready(page);
    // The organiser's own page: the session hint cookie is set from now on.
    await page.getByRole('heading', { level: 1, name: 'Cena de Nerea' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'detalle_sesion')?.value).toBe('1');
    const response = await page.goto(`/evento/${ids.event}`);
    expect(await response?.text()).not.toContain('id="server-state"');
    await ready(page);
    await page.getByRole('heading', { level: 1, name: 'Cena de Nerea' }).waitFor();
  });
});

describe('/home for a person with a session', () => {
  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';

    it(`paints the signed-in frame from the HTML, then React fills in the person and their lists (${mode})`, async () => {
      const page = await newPage({ as: nerea, dark, serviceWorkers: 'block' });
      await page.context().addCookies([{ name: 'detalle_sesion', value: '1', url: baseURL }]);
      const errors = await errorsOf(page);
      const letCodeIn = await holdTheCode(page);
      await page.goto('/home', { waitUntil: 'domcontentloaded' });
      // Before any code: the member's frame (their places, no "Crear cuenta") and a greeting without a name.
      await page.getByRole('heading', { level: 1, name: 'Hola', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Amigos' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Crear cuenta' }).count()).toBe(0);
      await page.screenshot({ path: `${shots}/home-before-code-${mode}.png`, fullPage: true });
      // Its skeletons stay still until the app has the page (global.css), then pulse.
      const pulses = () =>
        page
          .locator('.mantine-Skeleton-root[data-animate]')
          .evaluateAll((all) => all.map((e) => getComputedStyle(e, '::after').animationName));
      const before = await pulses();
      expect(before.length).toBeGreaterThan(0);
      expect(new Set(before)).toEqual(new Set(['none']));
      letCodeIn();
      await ready(page);
      // One made now (the page's own may have given way to content already): Mantine's class and attributes.
      const pulse = await page.evaluate(() => {
        const skeleton = document.createElement('div');
        skeleton.className = 'mantine-Skeleton-root m_18320242';
        skeleton.setAttribute('data-visible', 'true');
        skeleton.setAttribute('data-animate', 'true');
        document.body.append(skeleton);
        const name = getComputedStyle(skeleton, '::after').animationName;
        skeleton.remove();
        return name;
      });
      expect(pulse).not.toBe('none');
      await page.getByRole('heading', { level: 1, name: 'Hola, Nerea' }).waitFor();
      await page.getByText('Ideas para Nerea').first().waitFor();
      expect(errors).toEqual([]);
      await shoot(page, `${shots}/home-after-code-${mode}.png`);
      // Back later: the answers kept from this visit go in after React has the page, with no mismatch.
      await page.waitForFunction(() =>
        window.localStorage.getItem('query-cache')?.includes('Ideas para Nerea'),
      );
      await page.reload();
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'Hola, Nerea' }).waitFor();
      await page.getByText('Ideas para Nerea').first().waitFor();
      expect(errors).toEqual([]);
    });
  }
});
