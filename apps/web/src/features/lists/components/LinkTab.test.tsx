import type { ScanResult } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { render, screen, userEvent } from '@/test/test-utils';
import { LIST_ID } from '../testing/gift-fixtures';
import { LinkTab } from './LinkTab';

const found: ScanResult = {
  name: 'Taza azul',
  description: '',
  price: null,
  image: null,
  shop: 'Tienda Sol',
  url: 'https://tienda.example.com/taza-azul',
};

/** The clipboard as the browser offers it: `readText` answers, refuses (permission) or is missing. */
function clipboard(readText?: () => Promise<string>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: readText ? { readText: vi.fn(readText) } : undefined,
  });
}

function renderTab() {
  saveSession({ token: ana.token, user: ana });
  const api = mockApi({ 'POST /api/scan': { data: found } });
  render(<LinkTab listId={LIST_ID} onAdded={vi.fn()} />);
  return api;
}

afterEach(() => clipboard(undefined));

describe('"Pegar enlace"', () => {
  it('granted: the link in the copied text fills the field and is read', async () => {
    clipboard(async () => 'Mira esta taza https://tienda.example.com/taza-azul 😍');
    const api = renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Pegar enlace' }));

    // Only the link, not the words around it, is read.
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Taza azul');
    expect(api.callsTo('POST /api/scan')[0]?.body).toEqual({ url: 'https://tienda.example.com/taza-azul' });
  });

  it('refused by the browser: says how to paste by hand, and the field stays as it was', async () => {
    clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const api = renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Pegar enlace' }));

    expect(
      await screen.findByText(
        'No hemos podido leer lo que has copiado. Mantén pulsado el campo del enlace y elige «Pegar».',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Enlace del producto/ })).toHaveValue('');
    expect(api.callsTo('POST /api/scan')).toHaveLength(0);
  });

  it('not supported at all: the same advice', async () => {
    clipboard(undefined);
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Pegar enlace' }));
    expect(await screen.findByText(/Mantén pulsado el campo del enlace/)).toBeInTheDocument();
  });

  it('copied text without a link: fills nothing and says what to copy', async () => {
    clipboard(async () => 'Taza azul de cerámica');
    const api = renderTab();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Enlace del producto/ }),
      'https://a.example.com/x',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pegar enlace' }));

    expect(await screen.findByText(/Lo que tienes copiado no es un enlace/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Enlace del producto/ })).toHaveValue(
      'https://a.example.com/x',
    );
    expect(api.callsTo('POST /api/scan')).toHaveLength(0);
  });
});
