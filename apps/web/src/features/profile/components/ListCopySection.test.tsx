import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana, anaProfile } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, within } from '@/test/test-utils';

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});

vi.setConfig({ testTimeout: 20_000 });

const copy = {
  app: 'detalle',
  version: 1,
  exportedAt: '2026-11-27T10:00:00.000Z',
  lists: [{ name: 'Boda', gifts: [{ name: 'Vajilla' }] }],
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('Copia de tus listas', () => {
  it('sends the chosen JSON copy and says how many lists and gifts it created', async () => {
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      'POST /api/list/importCopy': { data: { lists: 1, gifts: 1 } },
    });
    renderRoute('/config');
    const section = await screen.findByRole('region', { name: 'Copia de tus listas' });
    expect(within(section).getByRole('button', { name: 'Exportar mis listas (CSV)' })).toBeInTheDocument();
    expect(within(section).getByText(/Las fotos no se copian/)).toBeInTheDocument();
    await userEvent.upload(
      fileInput(),
      new File([JSON.stringify(copy)], 'mis-listas-detalle.json', { type: 'application/json' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar la copia' }));
    expect(await screen.findByText('Hemos creado 1 listas con 1 regalos.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/list/importCopy')[0]?.body).toEqual(copy);
  });

  it('says so when the file is not JSON, without sending it, and shows a refusal of the API', async () => {
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      'POST /api/list/importCopy': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Ese archivo no es una copia de tus listas de Detalle.',
            },
          },
          400,
        ),
    });
    renderRoute('/config');
    const section = await screen.findByRole('region', { name: 'Copia de tus listas' });
    await userEvent.upload(
      fileInput(),
      new File(['lista,nombre'], 'listas.json', { type: 'application/json' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar la copia' }));
    expect(await within(section).findByText(/no es una copia en JSON de tus listas/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/list/importCopy')).toHaveLength(0);

    await userEvent.upload(
      fileInput(),
      new File(['{"hola":"mundo"}'], 'otra.json', { type: 'application/json' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar la copia' }));
    expect(
      await within(section).findByText('Ese archivo no es una copia de tus listas de Detalle.'),
    ).toBeInTheDocument();
  });
});
