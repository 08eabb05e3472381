import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, jsonResponse, render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import type { MessageData } from './message-data';
import { type MessageResult, openMessageModal } from './open-message-modal';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Renders the app's providers and opens the modal with `data`; `result` settles when it closes. */
async function open(data: MessageData) {
  render(<div />);
  let result!: Promise<MessageResult>;
  act(() => {
    result = openMessageModal(data);
  });
  const dialog = await screen.findByRole('dialog');
  // The modal's code loads when it first opens: its title is linked once it has rendered.
  await waitFor(() => expect(dialog).toHaveAccessibleName());
  return { dialog, result };
}

describe('message modal: header and closing', () => {
  it('shows the title in a header with only a close button, and closes with role cancel', async () => {
    const { dialog, result } = await open({ title: 'Novedades', text: 'Hola' });
    expect(dialog).toHaveAccessibleName('Novedades');
    expect(within(dialog).getByRole('heading', { name: 'Novedades' })).toBeVisible();
    // No logo, no tools: the close button is the header's only control.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Cerrar']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(result).resolves.toEqual({ role: 'cancel' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape, with role cancel', async () => {
    const { result } = await open({ title: 'Aviso', text: 'Pulsa Escape' });
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toEqual({ role: 'cancel' });
  });

  it('hides the header on request but keeps a name and a way to close', async () => {
    const { dialog, result } = await open({ title: 'Sin cabecera', hideHeader: true, text: 'Contenido' });
    expect(dialog).toHaveAccessibleName('Sin cabecera');
    // The title is for screen readers only: inside a visually hidden wrapper.
    expect(within(dialog).getByRole('heading', { name: 'Sin cabecera' }).parentElement).toHaveClass(
      /VisuallyHidden/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(result).resolves.toEqual({ role: 'cancel' });
  });

  it('gives an untitled message a generic name', async () => {
    const { dialog } = await open({ text: 'Solo texto' });
    expect(dialog).toHaveAccessibleName('Mensaje');
  });
});

describe('message modal: what it can show', () => {
  it('shows the thank-you line with the sender, a sticker and the message', async () => {
    const { dialog } = await open({
      agradecimiento: { fullname: 'Ana García', message: '¡Me encantó la bufanda!', sticker: 'flores' },
    });
    expect(dialog).toHaveTextContent('Ana García te ha enviado un mensaje de agradecimiento');
    expect(within(dialog).getByText('Ana García').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('img', { name: 'Pegatina de un ramo de flores' })).toBeInTheDocument();
    expect(within(dialog).getByText('¡Me encantó la bufanda!').closest('blockquote')).not.toBeNull();
  });

  it('uses the heart sticker when none is chosen', async () => {
    const { dialog } = await open({ agradecimiento: { fullname: 'Luis' } });
    expect(within(dialog).getByRole('img', { name: 'Pegatina de un corazón sonriente' })).toBeInTheDocument();
  });

  it('shows a title-style description, plain text and a picture', async () => {
    const { dialog } = await open({
      description: '¡Tu lista ya está lista!',
      text: 'Primera línea\nSegunda línea',
      img: '/instalar/ios-2-icono.svg',
      imgAlt: 'El icono de Detalle',
    });
    expect(within(dialog).getByText('¡Tu lista ya está lista!')).toBeInTheDocument();
    expect(within(dialog).getByText(/Primera línea/)).toHaveTextContent('Primera línea Segunda línea');
    expect(within(dialog).getByRole('img', { name: 'El icono de Detalle' })).toHaveAttribute(
      'src',
      '/instalar/ios-2-icono.svg',
    );
  });

  it('shows HTML without scripts, event handlers or javascript: links', async () => {
    const { dialog } = await open({
      html: [
        '<p>Hola <strong>Ana</strong></p>',
        '<script>window.hacked = true</script>',
        '<img src="/x.png" alt="foto" onerror="window.hacked = true">',
        '<a href="javascript:alert(1)">malo</a>',
        '<a href="https://example.com/lista">buena</a>',
        '<form action="/robar"><input name="clave"></form>',
        '<p style="position:fixed">encima</p>',
      ].join(''),
    });
    expect(within(dialog).getByText('Ana').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('form, input')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'foto' })).not.toHaveAttribute('onerror');
    expect(within(dialog).getByText('malo')).not.toHaveAttribute('href');
    const good = within(dialog).getByRole('link', { name: 'buena' });
    expect(good).toHaveAttribute('href', 'https://example.com/lista');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByText('encima')).not.toHaveAttribute('style');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('plays a video from a URL', async () => {
    const { dialog } = await open({ video: 'https://cdn.example.com/demo.mp4' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/demo.mp4');
    expect(video).toHaveAttribute('controls');
  });

  it('lists message blocks with their title and detail', async () => {
    const { dialog } = await open({
      message: [
        { title: 'Fecha', datail: '5 Ene 2027' },
        { title: 'Lugar', datail: 'Casa de Marta' },
      ],
    });
    expect(within(dialog).getByRole('heading', { name: 'Fecha' })).toBeInTheDocument();
    expect(within(dialog).getByText('Casa de Marta')).toBeInTheDocument();
    expect(dialog.querySelectorAll('dt')).toHaveLength(2);
  });

  it('numbers the steps, each with its title and picture or video', async () => {
    const { dialog } = await open({
      title: 'Instala Detalle',
      steps: [
        { title: 'Toca Compartir', img: '/instalar/ios-1-compartir.svg', imgAlt: 'Menú Compartir' },
        { title: 'Ábrela', description: 'Desde su icono', img: '/instalar/ios-2-icono.svg', imgAlt: 'Icono' },
        { title: 'Mira el vídeo', video: '/video/paso.mp4' },
      ],
    });
    const list = within(dialog).getByRole('list', { name: '3 pasos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Paso 1: Toca Compartir');
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Menú Compartir' })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Desde su icono')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('2')).toBeInTheDocument();
    expect((items[2] as HTMLElement).querySelector('video')).toHaveAttribute('src', '/video/paso.mp4');
  });

  it('runs the action button’s callback, then closes with role action', async () => {
    const buttonFunction = vi.fn();
    const { dialog, result } = await open({ text: '¿Listo?', buttonText: 'Entendido', buttonFunction });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(buttonFunction).toHaveBeenCalledOnce();
    await expect(result).resolves.toEqual({ role: 'action' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds the cssClass to the modal', async () => {
    await open({ text: 'Con clase', cssClass: 'mi-funcion' });
    expect(document.querySelector('.mi-funcion')).not.toBeNull();
  });
});

describe('message modal: the picture’s actions', () => {
  const qr = 'data:image/png;base64,iVBORw0KGgo=';

  it('shares the link through the share sheet titled "Compartir QR" and says so', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share, canShare: () => false }));
    fetchMock.mockResolvedValue(new Response(new Blob(['png'], { type: 'image/png' })));
    const { dialog } = await open({ title: 'Boda', imgURL: qr, urlShared: '/evento/42' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      title: 'Compartir QR',
      url: `${window.location.origin}/evento/42`,
    });
    expect(await screen.findByText('Compartido con éxito')).toBeInTheDocument();
  });

  it('copies the link and says "Enlace copiado" without the Web Share API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { share: undefined, clipboard: { writeText } }),
    );
    const { dialog } = await open({ title: 'Boda', imgURL: qr, urlShared: 'https://detalle.app/evento/42' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://detalle.app/evento/42');
  });

  it('downloads the picture under a readable name', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['png'], { type: 'image/png' })));
    const createObjectURL = vi.fn(() => 'blob:qr');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { dialog } = await open({ title: 'Cumpleaños de Marta', imgURL: qr });

    // No link to share, so no share button.
    expect(within(dialog).queryByRole('button', { name: 'Compartir' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('cumpleanos-de-marta.png');
    expect(clicks[0]?.href).toBe('blob:qr');
  });

  it('prints the picture on a page of its own when printable', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    // jsdom has no image decoding; the real browser waits for the picture before printing.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.resolve(),
    });
    const { dialog } = await open({ title: 'Mi lista', imgURL: qr, urlShared: '/lista', printable: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    const sheet = document.querySelector('[data-print-sheet]');
    expect(sheet).toHaveTextContent('Mi lista');
    expect(sheet?.querySelector('img')).toHaveAttribute('src', qr);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('[data-print-sheet]')).toBeNull();
  });
});

describe('message modal: reporting a problem', () => {
  it('opens a short form, checks it and sends the report with where it happened', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ data: { message: 'Gracias por avisarnos. Revisaremos el problema lo antes posible.' } }),
    );
    const { dialog } = await open({ title: 'Instala Detalle', text: 'Pasos', report: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reportar un problema' }));
    const field = within(dialog).getByRole('textbox', { name: '¿Qué ha pasado?' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Corto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(field).toHaveAccessibleDescription(/al menos 10 caracteres/);
    expect(within(dialog).getByText('Cuéntanos un poco más: al menos 10 caracteres.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(field, ', la imagen del paso 2 no carga.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('Gracias por avisarnos. Revisaremos el problema lo antes posible.');
    expect(done).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/report/save');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      message: 'Corto, la imagen del paso 2 no carga.',
      context: { page: '/', title: 'Instala Detalle' },
    });
  });

  it('sends a title stored on several lines as one line, so the report is not refused', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { message: 'Gracias por avisarnos.' } }));
    const { dialog } = await open({ title: 'Lista\nde Ana\u20282027', text: 'Algo', report: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reportar un problema' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '¿Qué ha pasado?' }),
      'La lista no carga bien.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await within(dialog).findByRole('status');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body)).context).toEqual({ page: '/', title: 'Lista de Ana 2027' });
  });

  it('shows the server’s Spanish reason when the report is refused', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: 'RATE_LIMITED',
            message: 'Has hecho demasiados intentos seguidos. Espera 59 minutos y vuelve a probar.',
          },
        },
        429,
      ),
    );
    const { dialog } = await open({ text: 'Algo', report: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reportar un problema' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'No puedo descargar el QR.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Espera 59 minutos');
  });

  it('goes back to the link with "Cancelar"', async () => {
    const { dialog } = await open({ text: 'Algo', report: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reportar un problema' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reportar un problema' })).toHaveFocus();
  });
});
