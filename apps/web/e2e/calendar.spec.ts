import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson as createPersonAt, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// Reminders and the calendar feed from the browser, at 390 px: Ana turns on e-mail reminders and makes her
// private calendar address in `config`, a calendar app (no session) reads it, she renews it (the old one
// stops working), chooses the reminders of a special date, and downloads an event with "Añadir a mi
// calendario". Screenshots (light and dark) land in /tmp/calendar-shots.

const { baseURL, newPage: openPage, shoot } = phoneSpec('calendar');

const newPage = (as: Person, dark = false) =>
  openPage({ as, dark, timezoneId: 'America/Bogota', acceptDownloads: true });

async function api(as: Person, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': as.user.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { data: Record<string, unknown> };
}

describe('calendar feed and reminders in config', () => {
  let ana: Person;
  beforeAll(async () => {
    ana = await createPersonAt(baseURL, 'Ana', 'Calendario');
  });

  it('makes, copies, renews and uses the private calendar address; reminders by e-mail in her zone', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(ana);
    await page.goto(`${baseURL}/config`);
    // The switch shows the change at once; the settings are read from the API once the save has answered.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/reminders/settings') && r.request().method() !== 'GET',
    );
    await page.getByRole('switch', { name: 'También por correo' }).click({ force: true });
    await page.getByText('Hora de Bogota. Nunca te avisamos de noche.').waitFor();
    expect((await saved).ok()).toBe(true);
    expect((await api(ana, 'GET', '/reminders/settings')).data).toMatchObject({
      email: true,
      timezone: 'America/Bogota',
    });

    await page.getByRole('button', { name: 'Crear mi dirección de calendario' }).click();
    await page.getByText('Tu dirección de calendario está lista.', { exact: false }).waitFor();
    const address = page.getByRole('textbox', { name: 'Tu dirección privada' });
    await address.waitFor();
    const first = await address.inputValue();
    expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const subscribe = page.getByRole('link', { name: 'Suscribirme' });
    expect(await subscribe.getAttribute('href')).toBe(first.replace(/^https?:/, 'webcal:'));
    const feed = await fetch(first.replace(/^https?:\/\/[^/]+/, baseURL));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    await fitsThePhone(page);
    await shoot(page, 'config-light');

    await page.getByRole('button', { name: 'Renovar dirección' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Renovar dirección' }).click();
    await page.getByText('Tienes una dirección nueva. La anterior ya no funciona.').waitFor();
    expect(await address.inputValue()).not.toBe(first);
    expect((await fetch(first.replace(/^https?:\/\/[^/]+/, baseURL))).status).toBe(404);

    const dark = await newPage(ana, true);
    await dark.goto(`${baseURL}/config`);
    await dark.getByRole('textbox', { name: 'Tu dirección privada' }).waitFor();
    await shoot(dark, 'config-dark');
  });

  it('chooses when a special date is reminded, and downloads an event for the calendar', {
    timeout: 120_000,
  }, async () => {
    const saved = await api(ana, 'POST', '/special/dates/save', { title: 'Aniversario', date: '2024-02-29' });
    const page = await newPage(ana);
    await page.goto(`${baseURL}/calendario/${saved.data.id}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('3 días antes').click();
    await dialog.getByText('7 días antes').click();
    await shoot(page, 'special-date-reminders-light');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const again = await api(ana, 'GET', `/special/dates/get/${saved.data.id}`);
    expect(again.data.reminderDays).toEqual([3, 1]);

    const event = await api(ana, 'POST', '/event/save', {
      name: 'Cena de cumpleaños',
      startsAt: '2027-05-10T18:30:00.000Z',
      timezone: 'Europe/Madrid',
    });
    for (const dark of [false, true]) {
      const p = await newPage(ana, dark);
      await p.goto(`${baseURL}/evento/${event.data.id}`);
      const button = p.getByRole('button', { name: 'Añadir a mi calendario' });
      await button.waitFor();
      await fitsThePhone(p);
      await shoot(p, `event-${dark ? 'dark' : 'light'}`);
      if (!dark) {
        const [download] = await Promise.all([p.waitForEvent('download'), button.click()]);
        expect(download.suggestedFilename()).toBe('cena-de-cumpleanos.ics');
      }
    }
  });
});
