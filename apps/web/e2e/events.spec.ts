import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson as createPersonAt, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// Friends and events from the browser, at 390 px: Ana and Beto become friends on `amigos`, Ana creates an
// event and invites Beto, who gets the notification, accepts, finds it in his calendar and leaves; Carla
// opens the join link as a guest, signs in, lands back on it, asks to join, and Ana lets her in. Screenshots
// (light and dark) land in /tmp/events-shots.

const { baseURL, shots, newPage: openPage, shoot } = phoneSpec('events');
const ZONE = 'Europe/Madrid';

const pathOf = (p: Page) => new URL(p.url()).pathname;
const createPerson = (name: string, lastname: string) => createPersonAt(baseURL, name, lastname);
const newPage = (options: { as?: Person; dark?: boolean } = {}) => openPage({ timezoneId: ZONE, ...options });

async function unreadCount(token: string): Promise<number> {
  const res = await fetch(`${baseURL}/api/notify/unRead`, { headers: { 'Type-token': token } });
  return ((await res.json()) as { data: { count: number } }).data.count;
}

/** A day some time ahead, on Madrid's calendar: `YYYY-MM-DD`. */
function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const longDay = (iso: string) =>
  `${Number(iso.slice(8, 10))} de ${MONTHS[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

describe('friends, an event and its calendar, at phone width', () => {
  let ana: Person;
  let beto: Person;
  let carla: Person;
  let anaPage: Page;
  let betoPage: Page;
  let eventId = '';
  const eventDay = dayAhead(12);
  const deadlineDay = dayAhead(11);
  const eventName = `Cena de Ana ${Date.now() % 1000}`;

  beforeAll(async () => {
    ana = await createPerson('Ana', 'García');
    beto = await createPerson('Beto', 'López');
    carla = await createPerson('Carla', 'Ruiz');
    anaPage = await newPage({ as: ana });
    betoPage = await newPage({ as: beto });
  });

  it('Ana finds Beto by e-mail and asks; Beto accepts on his requests tab', async () => {
    await anaPage.goto('/amigos');
    await anaPage.getByRole('heading', { level: 1, name: 'Amigos' }).waitFor();
    await shoot(anaPage, 'amigos-empty-light');
    await anaPage.getByRole('tab', { name: 'Buscar' }).click();
    await anaPage.getByRole('searchbox', { name: /Busca por nombre, correo o teléfono/ }).fill(beto.email);
    // An exact e-mail lookup shows a stranger only the first name and photo (no surname).
    const row = anaPage.getByRole('listitem', { name: 'Beto', exact: true });
    await row.waitFor();
    expect(await row.getByText('López').count()).toBe(0);
    await row.getByRole('button', { name: 'Añadir a Beto', exact: true }).click();
    await row.getByText('Solicitud enviada').waitFor();
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'amigos-search-light');

    await betoPage.goto('/amigos');
    // The tab tells how many requests wait.
    await betoPage.getByRole('tab', { name: /Solicitudes.*1 solicitud pendiente/ }).click();
    await betoPage.getByRole('button', { name: 'Aceptar a Ana García' }).click();
    await betoPage.getByRole('heading', { name: 'No tienes solicitudes pendientes' }).waitFor();

    await betoPage.getByRole('tab', { name: 'Mis amigos' }).click();
    await betoPage.getByRole('listitem', { name: 'Ana García' }).waitFor();
    await shoot(betoPage, 'amigos-friends-light');
  });

  it('Ana creates a public event and invites Beto, who gets the notification', async () => {
    await anaPage.goto('/crear-evento');
    await anaPage.getByRole('textbox', { name: /Nombre del evento/ }).fill(eventName);
    await anaPage.getByRole('textbox', { name: 'Descripción' }).fill('Cena en casa. Trae tu mejor historia.');
    await anaPage
      .getByRole('textbox', { name: /^Fecha(?! límite)/ })
      .fill(eventDay.split('-').reverse().join('/'));
    await anaPage.getByLabel(/^Hora(?! límite)/).fill('20:30');
    // Joining closes the evening before.
    await anaPage
      .getByRole('group', { name: 'Fecha límite para unirse' })
      .getByRole('textbox', { name: /^Día límite/ })
      .fill(deadlineDay.split('-').reverse().join('/'));
    await anaPage.getByLabel(/^Hora límite/).fill('22:00');
    // The zone is the browser's own by default.
    await expect.poll(() => anaPage.getByRole('combobox', { name: 'Zona horaria' }).inputValue()).toBe(ZONE);
    await anaPage.getByRole('textbox', { name: 'Lugar' }).fill('Casa de Ana, calle Mayor 3');
    await anaPage.getByRole('button', { name: 'Cena con amigos' }).click();
    await anaPage.getByRole('radio', { name: /Pública/ }).check();
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'crear-evento-light');
    await anaPage.getByRole('button', { name: 'Crear evento' }).click();
    await anaPage.waitForURL((url) => /^\/evento\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 15_000 });
    eventId = pathOf(anaPage).split('/').at(-1) ?? '';
    await anaPage.getByRole('heading', { level: 1, name: eventName }).waitFor();
    // `5 Ene 2027 20:30`, on Madrid's clock like Ana's.
    await anaPage
      .getByText(new RegExp(`^${Number(eventDay.slice(8))} \\w{3} ${eventDay.slice(0, 4)} 20:30`))
      .waitFor();
    await anaPage
      .getByText(
        new RegExp(
          `^Fecha límite para unirse: ${Number(deadlineDay.slice(8))} \\w{3} ${deadlineDay.slice(0, 4)} 22:00$`,
        ),
      )
      .waitFor();

    const before = await unreadCount(beto.user.token);
    await anaPage.getByRole('button', { name: 'Invitar amigos' }).click();
    const dialog = anaPage.getByRole('dialog', { name: 'Invitar amigos' });
    await dialog.getByRole('checkbox', { name: /Beto López/ }).click();
    await shoot(anaPage, 'invitar-amigos-light');
    await dialog.getByRole('button', { name: 'Invitar a 1 persona' }).click();
    await anaPage.getByText('Invitación enviada.').first().waitFor();
    await anaPage.getByRole('listitem', { name: 'Beto López' }).getByText('Sin responder').waitFor();
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'evento-organiser-light');

    await expect.poll(() => unreadCount(beto.user.token), { timeout: 10_000 }).toBeGreaterThan(before);
    // The header's bell says it too.
    await betoPage.goto('/home');
    await betoPage.getByRole('link', { name: /Notificaciones: \d+ sin leer/ }).waitFor({ timeout: 10_000 });
  });

  it('Beto opens the event, accepts, finds it on the right day of his calendar, and leaves', async () => {
    await betoPage.goto(`/evento/${eventId}`);
    await betoPage.getByText('Ana te ha invitado. ¿Vas a ir?').waitFor();
    await shoot(betoPage, 'evento-invited-light');
    await betoPage.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await betoPage.getByText('Vas a ir').waitFor();

    await betoPage.goto(`/calendario?mes=${eventDay.slice(0, 7)}`);
    const day = betoPage.getByRole('button', { name: new RegExp(`^${longDay(eventDay)}.*1 evento`) });
    await day.click();
    const agenda = betoPage.getByRole('region', { name: longDay(eventDay) });
    await agenda.getByRole('link', { name: new RegExp(eventName) }).waitFor();
    await agenda.getByText('20:30').waitFor();
    await fitsThePhone(betoPage);
    await shoot(betoPage, 'calendario-light');

    await agenda.getByRole('link', { name: new RegExp(eventName) }).click();
    await betoPage.waitForURL((url) => url.pathname === `/evento/${eventId}`);
    await betoPage.getByRole('button', { name: 'Dejar el evento' }).click();
    const confirm = betoPage.getByRole('dialog', { name: '¿Dejar el evento?' });
    await confirm.getByRole('button', { name: 'Dejar el evento' }).click();
    await betoPage.getByRole('button', { name: 'Quiero ir' }).waitFor();
  });

  it('Carla opens the join link as a guest, signs in, lands back on it and asks to join; Ana lets her in', async () => {
    const carlaPage = await newPage();
    const joinPath = `/evento/join-event/${eventId}`;
    await carlaPage.goto(joinPath);
    await carlaPage.getByRole('heading', { level: 1, name: 'Unirte al evento' }).waitFor();
    await carlaPage.getByRole('heading', { name: eventName }).waitFor();
    await shoot(carlaPage, 'join-guest-light');
    await carlaPage.getByRole('link', { name: 'Inicia sesión para unirte' }).click();
    await carlaPage.waitForURL((url) => url.pathname === '/login');
    expect(new URL(carlaPage.url()).searchParams.get('next')).toBe(joinPath);

    await carlaPage.getByLabel(/^Correo electrónico/).fill(carla.email);
    await carlaPage.getByLabel(/^Contraseña/).fill(carla.password);
    await carlaPage.getByRole('button', { name: 'Entrar' }).click();
    await carlaPage.waitForURL((url) => url.pathname === joinPath, { timeout: 15_000 });
    await carlaPage.getByRole('button', { name: 'Quiero ir' }).click();
    await carlaPage.waitForURL((url) => url.pathname === `/evento/${eventId}`);
    await carlaPage.getByText('Solicitud enviada', { exact: true }).waitFor();

    await anaPage.goto(`/evento/${eventId}`);
    await anaPage.getByRole('button', { name: 'Aceptar a Carla Ruiz' }).click();
    await anaPage.getByRole('listitem', { name: 'Carla Ruiz' }).getByText('Va', { exact: true }).waitFor();
    await carlaPage.reload();
    await carlaPage.getByText('Vas a ir').waitFor();
  });

  it('looks right in the dark too', async () => {
    const dark = await newPage({ as: ana, dark: true });
    await dark.goto('/amigos');
    await dark.getByRole('listitem', { name: 'Beto López' }).waitFor();
    await shoot(dark, 'amigos-dark');
    await dark.goto(`/evento/${eventId}`);
    await dark.getByRole('heading', { level: 1, name: eventName }).waitFor();
    await shoot(dark, 'evento-organiser-dark');
    await dark.goto(`/calendario?mes=${eventDay.slice(0, 7)}&dia=${eventDay}`);
    await dark.getByRole('link', { name: new RegExp(eventName) }).waitFor();
    await fitsThePhone(dark);
    await shoot(dark, 'calendario-dark');
    // A special date of her own on the same day: a green dot next to the event's, and its own page.
    await dark.getByRole('button', { name: 'Añadir fecha' }).click();
    const modal = dark.getByRole('dialog', { name: 'Añadir una fecha especial' });
    await modal.getByRole('textbox', { name: /Nombre/ }).fill('Aniversario con Luis');
    // The segmented control's radios are hidden behind their labels.
    await modal.getByText('Aniversario', { exact: true }).click();
    expect(await modal.getByRole('radio', { name: 'Aniversario' }).isChecked()).toBe(true);
    // The date field shows the Spanish day/month/year.
    expect(await modal.getByLabel(/^Fecha/).inputValue()).toBe(eventDay.split('-').reverse().join('/'));
    await shoot(dark, 'fecha-especial-modal-dark');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await dark
      .getByRole('button', { name: new RegExp(`^${longDay(eventDay)}.*1 evento, 1 fecha especial`) })
      .waitFor();
    await dark.getByRole('link', { name: /Aniversario con Luis/ }).click();
    await dark.getByRole('heading', { level: 1, name: 'Aniversario con Luis' }).waitFor();
    await dark.getByText('Cada año').waitFor();
    await shoot(dark, 'fecha-especial-dark');

    await dark.goto('/crear-evento');
    await dark.getByRole('button', { name: 'Cena con amigos' }).waitFor();
    await shoot(dark, 'crear-evento-dark');
    await dark.goto('/home');
    await dark.getByRole('heading', { name: 'Próximas fechas' }).waitFor();
    await dark.getByRole('link', { name: new RegExp(eventName) }).waitFor();
    await dark.getByRole('link', { name: /Aniversario con Luis/ }).waitFor();
    await dark.screenshot({ path: `${shots}/home-dark.png` });
  });
});
