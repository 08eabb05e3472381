import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { render, screen, userEvent } from '@/test/test-utils';
import { DirectTransferSettings } from './DirectTransferSettings';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '5a0c7d1e-2b3f-4a5c-8d9e-0f1a2b3c4d5e';

describe('DirectTransferSettings', () => {
  it('saves the IBAN, the holder and a Bizum phone, as typed', async () => {
    const api = mockApi({
      [`GET /api/direct-transfer/get/${LIST}`]: { data: null },
      'POST /api/direct-transfer/save': {
        data: {
          listId: LIST,
          holder: 'Ana García',
          ibanMasked: 'ES91 •••• •••• •••• 1332',
          bizumMasked: '••• •• •• 78',
          pending: [],
          iban: 'ES91 2100 0418 4502 0005 1332',
          bizum: '612 34 56 78',
        },
      },
    });
    render(<DirectTransferSettings listId={LIST} ownerName="Ana García" />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: /IBAN/ }),
      'es91 2100 0418 4502 0005 1332',
    );
    expect(screen.getByRole('textbox', { name: /Titular/ })).toHaveValue('Ana García');
    await userEvent.type(screen.getByRole('textbox', { name: /Bizum/ }), '612 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/direct-transfer/save')[0]?.body).toEqual({
        listId: LIST,
        iban: 'ES9121000418450200051332',
        holder: 'Ana García',
        bizum: '+34612345678',
      }),
    );
    expect(await screen.findByText('Ahora se muestra como ES91 •••• •••• •••• 1332.')).toBeInTheDocument();
  }, 20_000);

  it('refuses a landline for Bizum before sending, and shows the API refusing the IBAN on its field', async () => {
    const api = mockApi({
      [`GET /api/direct-transfer/get/${LIST}`]: { data: null },
      'POST /api/direct-transfer/save': () =>
        apiError('VALIDATION_ERROR', 'Ese IBAN no es válido.', 400, [
          { path: 'iban', message: 'Ese IBAN no es válido.' },
        ]),
    });
    render(<DirectTransferSettings listId={LIST} ownerName="Ana García" />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: /IBAN/ }),
      'ES91 2100 0418 4502 0005 1333',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Bizum/ }), '912 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Bizum solo funciona con ellos/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/direct-transfer/save')).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: /Bizum/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ese IBAN no es válido.')).toBeInTheDocument();
  }, 20_000);
});
