import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana, anaProfile } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { configure, jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('profile', () => {
  it('uploads a photo as multipart `photo`, previews it and keeps the stored user in step', async () => {
    saveSession({ token: ana.token, user: ana });
    const url = vi.fn(() => 'blob:preview');
    // jsdom has no object URLs; the preview only needs one to exist.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = url;
        static override revokeObjectURL = vi.fn();
      },
    );
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      'POST /api/person/photo': { data: anaProfile({ image: '/files/avatars/ana.webp' }) },
    });
    renderRoute('/profile');
    const input = await screen.findByLabelText('Elegir una foto de perfil');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' });
    await userEvent.upload(input, file);

    expect(await screen.findByRole('img', { name: 'Foto de Ana García' })).toHaveAttribute(
      'src',
      '/files/avatars/ana.webp',
    );
    const body = api.callsTo('POST /api/person/photo')[0]?.body as FormData;
    expect(body.get('photo')).toBe(file);
    expect(url).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}').image).toBe('/files/avatars/ana.webp'),
    );
    expect(screen.getByRole('button', { name: 'Quitar foto' })).toBeInTheDocument();
  });

  it('uploads the photo through the one upload client: progress, "Cancelar" and a retry after a 503', async () => {
    saveSession({ token: ana.token, user: ana });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:preview');
        static override revokeObjectURL = vi.fn();
      },
    );
    const waiting: Array<(answer: Response) => void> = [];
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      // Each upload waits until the test answers it.
      'POST /api/person/photo': () => new Promise<Response>((resolve) => waiting.push(resolve)),
    });
    const reply = async (answer: () => Response) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()?.(answer());
    };
    renderRoute('/profile');
    const input = await screen.findByLabelText('Elegir una foto de perfil');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' });

    // Cancelled while on its way: nothing changes and nothing reads as an error.
    await userEvent.upload(input, file);
    expect(await screen.findByRole('progressbar', { name: /Subiendo la foto/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar la subida' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Foto de Ana García' })).not.toBeInTheDocument();
    waiting.shift();

    // A server hiccup is retried on its own (back-off of about a second), then the photo shows.
    await userEvent.upload(input, file);
    await reply(() => jsonResponse({ error: { code: 'UNAVAILABLE', message: 'Ocupado' } }, 503));
    await reply(() => jsonResponse({ data: anaProfile({ image: '/files/avatars/ana.webp' }) }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto de Ana García' })).toHaveAttribute(
        'src',
        '/files/avatars/ana.webp',
      ),
    );
    expect(api.callsTo('POST /api/person/photo')).toHaveLength(3);
    expect(await screen.findByText('Foto guardada.')).toBeInTheDocument();
    expect(screen.queryByText('Ocupado')).not.toBeInTheDocument();
  });

  it('offers "Reenviar correo de verificación" while unconfirmed', async () => {
    saveSession({ token: ana.token, user: { ...ana, confirmed: false } });
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile({ confirmed: false }) },
      'POST /api/user/reenviarConfirmacion': {
        data: { message: 'Si tu correo está pendiente de confirmar, te hemos enviado un enlace nuevo.' },
      },
    });
    renderRoute('/profile');
    expect(await screen.findByText('Correo sin confirmar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar correo de verificación' }));
    expect(await screen.findByText(/te hemos enviado un enlace nuevo/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/reenviarConfirmacion')).toHaveLength(1);
  });

  it('shows an organisation’s verification state', async () => {
    saveSession({ token: ana.token, user: { ...ana, type: 2 } });
    mockApi({
      'GET /api/person/get': {
        data: anaProfile({
          type: 2,
          lastname: '',
          ong: { legalId: 'G12345678', country: 'ES', website: null, description: '', status: 'pending' },
        }),
      },
    });
    renderRoute('/profile');
    expect(await screen.findByText('Pendiente de verificación')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Apellidos/ })).not.toBeInTheDocument();
  });

  it('saves only what changed, including the mobile with its country', async () => {
    saveSession({ token: ana.token, user: ana });
    localStorage.setItem('country', 'ES');
    const api = mockApi({
      'GET /api/person/get': {
        data: anaProfile({ hobbies: [{ id: 'h1', slug: 'cocina', hobbie: 'Cocina' }] }),
      },
      'PUT /api/person/update': { data: anaProfile({ lastname: 'García Pérez' }) },
    });
    renderRoute('/profile');
    const interests = await screen.findByRole('region', { name: 'Tus intereses' });
    expect(within(interests).getByText('Cocina')).toBeInTheDocument();
    expect(within(interests).getByRole('link', { name: 'Cambiar intereses' })).toHaveAttribute(
      'href',
      '/intereses',
    );

    await userEvent.type(screen.getByRole('textbox', { name: /^Apellidos/ }), ' Pérez');
    await userEvent.type(screen.getByRole('textbox', { name: /^Móvil/ }), '612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/person/update')[0]?.body).toEqual({
        lastname: 'García Pérez',
        codephone: '34',
        mobile: '612345678',
      }),
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}').lastname).toBe('García Pérez'),
    );
  });
});
