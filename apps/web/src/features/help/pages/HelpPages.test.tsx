import { describe, expect, it, vi } from 'vitest';
import { renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// Whole pages through the real router, with long texts: slower than a component test on a busy machine.
const slow = { timeout: 20_000 };

describe('faq page', slow, () => {
  it('answers questions about lists, events, the wallet, notifications and the account', async () => {
    renderRoute('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
    ).toBeInTheDocument();
    for (const section of [
      'Listas y regalos',
      'Eventos y fechas especiales',
      'Billetera y pagos',
      'Notificaciones',
      'Tu cuenta',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: '¿Cómo borro mi cuenta?' }));
    // The accordion opens with a transition: wait until the answer is shown, not just in the DOM.
    await waitFor(() => expect(screen.getByText(/Se borra al momento y para siempre/)).toBeVisible());
    expect(screen.getAllByRole('link', { name: 'soporte@detalle.app' })[0]).toHaveAttribute(
      'href',
      'mailto:soporte@detalle.app',
    );
  });

  it('answers how to give without an account, group gifts, thanks, amigo invisible, ways to pay and test mode', async () => {
    renderRoute('/faq');
    expect(await screen.findByRole('heading', { level: 2, name: 'Amigo invisible' })).toBeInTheDocument();
    for (const question of [
      '¿Puedo regalar sin tener cuenta?',
      '¿Qué es un regalo en grupo?',
      '¿Cómo doy las gracias por un regalo?',
      '¿Cómo organizo un amigo invisible?',
      '¿Quién sabe a quién le regalo?',
      '¿Hay comisiones?',
      '¿Qué es la transferencia directa?',
    ]) {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: '¿Cómo puedo pagar un regalo?' }));
    await waitFor(() => expect(screen.getByText(/Apple Pay o Google Pay/)).toBeVisible());
    expect(screen.getByText(/Apple Pay o Google Pay/)).toHaveTextContent(
      /Bizum.*transferencia bancaria SEPA/,
    );
    expect(screen.getByText(/^En pesos mexicanos/)).toHaveTextContent(/SPEI.*OXXO.*MercadoPago/);
    await userEvent.click(screen.getByRole('button', { name: '¿Qué significa «Modo de prueba»?' }));
    await waitFor(() => expect(screen.getByText(/Que no se cobra nada/)).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: '¿Qué es un regalo en grupo?' }));
    await waitFor(() =>
      expect(screen.getByText(/decide, regalo a regalo, si es un «Regalo en grupo»/)).toBeVisible(),
    );
  });

  it('opens the iPhone install guide: four numbered steps with pictures', async () => {
    renderRoute('/faq');
    await userEvent.click(await screen.findByRole('button', { name: '¿Cómo instalo Detalle en mi móvil?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pasos para iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instala Detalle en tu iPhone' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Paso 1: Añádela a la pantalla de inicio',
      'Paso 2: Ábrela desde su icono',
      'Paso 3: Inicia sesión',
      'Paso 4: Activa las notificaciones',
    ]);
    expect(within(steps[0] as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      '/instalar/ios-1-compartir.svg',
    );
    expect(within(dialog).getByRole('button', { name: 'Reportar un problema' })).toBeInTheDocument();
  });

  it('opens the Android guide with two steps', async () => {
    renderRoute('/faq');
    await userEvent.click(await screen.findByRole('button', { name: '¿Cómo instalo Detalle en mi móvil?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pasos para Android' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instala Detalle en tu Android' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shares Detalle with a QR code made in the browser', async () => {
    renderRoute('/faq');
    await userEvent.click(
      await screen.findByRole('button', { name: '¿Cómo invito a alguien a usar Detalle?' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir Detalle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparte Detalle' });
    const qr = within(dialog).getByRole('img', { name: 'Código QR para abrir Comparte Detalle' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    for (const action of ['Compartir', 'Descargar', 'Imprimir']) {
      expect(within(dialog).getByRole('button', { name: action })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent(`${window.location.origin}/`);
  });

  it('sends a problem report from the contact box', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: { message: 'Gracias por avisarnos. Revisaremos el problema lo antes posible.' },
          }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Reportar un problema' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: '¿Qué ha pasado?' }),
      'El QR no se descarga en mi iPhone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gracias por avisarnos');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.context).toEqual({ page: '/faq', title: 'Preguntas frecuentes' });
  });
});

describe('terms and privacy pages', slow, () => {
  it('terms: dated, with an index and the sections a person needs', async () => {
    renderRoute('/termandcondition');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Última actualización: 22 de noviembre de 2026')).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Índice de secciones' });
    const links = within(index).getAllByRole('link');
    expect(links.length).toBeGreaterThan(8);
    const first = links[0] as HTMLAnchorElement;
    expect(document.getElementById(first.hash.slice(1))).toHaveTextContent(first.textContent ?? '');
    expect(screen.getByRole('heading', { level: 2, name: 'Billetera y pagos' })).toBeInTheDocument();
  });

  it('privacy: what is kept and why, and how to delete the account', async () => {
    renderRoute('/privacypolicies');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const fact of [
      'argon2id',
      '30 días',
      'suscripción',
      'céntimos',
      'SMS',
      'metadatos',
      'soporte@detalle.app',
    ]) {
      expect(text).toContain(fact);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo borrar tu cuenta' })).toBeInTheDocument();
  });
});
