import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createPerson, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

/**
 * The red "Activar notificaciones" button covers nothing: on pages that lay content to their right
 * edge (a list's gift cards, a draw, events, payouts, a product with its heart), at every scroll
 * position, no link, button, field or text is under the button's box. What scrolls under the sticky
 * header is hidden by the header itself, not by the button, so the look stops at an opaque ancestor.
 */
const { baseURL, newPage, shoot } = phoneSpec('notification-button');

let alma: Person;
const ids = { list: '', event: '', draw: '', product: '' };

const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000);

beforeAll(async () => {
  alma = await createPerson(baseURL, 'Alma', 'Botón');
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiAs<T>(baseURL, alma, method, path, body);
  const list = await call<{ id: string }>('POST', '/list/save', {
    name: 'Cumple de Alma',
    visibility: 'friends',
  });
  const { list: products } = await call<{ list: { id: string }[] }>(
    'GET',
    '/product/getPagination?lim=4&pos=0',
  );
  for (const [index, product] of products.entries())
    await call('POST', '/list/gift/save', {
      listId: list.id,
      productId: product.id,
      priority: index % 2 ? 'alta' : 'media',
    });
  const event = await call<{ id: string }>('POST', '/event/save', {
    name: 'Merienda de Alma',
    startsAt: day(5).toISOString(),
    visibility: 'friends',
  });
  const draw = await call<{ id: string }>('POST', '/draw/save', {
    name: 'Navidad en casa',
    exchangeDate: day(20).toISOString().slice(0, 10),
    joinDeadline: day(10).toISOString(),
  });
  Object.assign(ids, { list: list.id, event: event.id, draw: draw.id, product: products[0]?.id ?? '' });
});

type Covered = { scrollY: number; what: string };

/**
 * Scrolls the page from top to bottom a screen at a time and, at each stop, looks under the button's
 * box (a 5 × 5 grid of points) for anything a person reads or presses.
 */
function coveredByButton(page: Page): Promise<Covered[]> {
  return page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Activar notificaciones"]');
    if (!button) throw new Error('No red button on the page');
    const readable =
      'a, button, input, select, textarea, label, [role="button"], [role="link"], [role="checkbox"], [tabindex], p, span, li, dt, dd, td, th, h1, h2, h3, h4, h5, h6, img, svg';
    const hasOwnText = (el: Element) =>
      Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const opaque = (el: Element) => {
      const background = getComputedStyle(el).backgroundColor;
      return background !== 'transparent' && !/rgba\(.*, 0\)$/.test(background);
    };
    const found: { scrollY: number; what: string }[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + window.innerHeight / 2)) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = button.getBoundingClientRect();
      for (const fx of [0.05, 0.25, 0.5, 0.75, 0.95])
        for (const fy of [0.05, 0.25, 0.5, 0.75, 0.95]) {
          for (const el of document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy)) {
            if (button.contains(el)) continue;
            if (el.contains(button)) {
              // The button's own frame (the header): what lies below it is the frame's to hide.
              if (opaque(el)) break;
              continue;
            }
            if (el.matches(readable) || hasOwnText(el)) {
              const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
              found.push({
                scrollY: Math.round(window.scrollY),
                what: `${el.tagName.toLowerCase()} "${name}"`,
              });
            }
          }
        }
      if (y >= end) break;
    }
    window.scrollTo(0, 0);
    return found.filter((f, i) => found.findIndex((g) => g.what === f.what) === i);
  });
}

async function openWithButton(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  // The button comes with the notification centre, once the first page has settled.
  await page.getByRole('button', { name: 'Activar notificaciones' }).waitFor({ timeout: 20_000 });
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root'), null, {
      timeout: 15_000,
    })
    .catch(() => {});
}

const pages = () => [
  { name: 'inicio', path: '/home' },
  { name: 'lista', path: `/home/${ids.list}/lista` },
  { name: 'sorteo', path: `/amigo-invisible/${ids.draw}` },
  { name: 'calendario', path: '/calendario' },
  { name: 'evento', path: `/evento/${ids.event}` },
  { name: 'retirar', path: '/billetera/retirar' },
  { name: 'producto', path: `/home/${ids.product}/producto` },
];

async function signedInPage(dark = false) {
  const page = await newPage({ dark });
  await page.context().addInitScript((user) => {
    window.localStorage.setItem('token', user.token);
    window.localStorage.setItem('user', JSON.stringify({ ...user, confirmed: true }));
    // The red button shows: notifications are not on yet on this device.
    window.localStorage.setItem('notification_enable', 'true');
    window.localStorage.setItem('showMessage', 'false');
  }, alma.user);
  return page;
}

describe('the red notification button covers nothing at 390 px', () => {
  it('on home, a list with gifts, a draw, events, payouts and a product, at every scroll position', {
    timeout: 240_000,
  }, async () => {
    const page = await signedInPage();
    const covered: string[] = [];
    for (const { name, path } of pages()) {
      await openWithButton(page, path);
      for (const c of await coveredByButton(page)) covered.push(`${path} @${c.scrollY}px: ${c.what}`);
      await shoot(page, `${name}-claro`);
    }
    expect(covered).toEqual([]);
  });

  it('the look under the button finds what a floating button would cover', { timeout: 60_000 }, async () => {
    // The check itself: the same button floated where it used to be (80 px up, 20 px in) is caught.
    const page = await signedInPage(true);
    await openWithButton(page, `/home/${ids.list}/lista`);
    await page.addStyleTag({
      content:
        'button[aria-label="Activar notificaciones"] { position: fixed !important; right: 20px; bottom: 80px; z-index: 190; }',
    });
    expect((await coveredByButton(page)).length).toBeGreaterThan(0);
  });
});
