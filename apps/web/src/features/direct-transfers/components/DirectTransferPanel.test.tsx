import { type DirectPledge, type Gift, IDEMPOTENCY_HEADER, type Reveal } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gift } from '@/features/lists/testing/gift-fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { render, screen, userEvent } from '@/test/test-utils';
import { DirectTransferPanel } from './DirectTransferPanel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '5a0c7d1e-2b3f-4a5c-8d9e-0f1a2b3c4d5e';
const sofa: Gift = gift({
  id: '0b9f6a3e-5c1d-4e2f-8a7b-3c4d5e6f7a8b',
  name: 'Sofá cama',
  funding: { goal: 12_000, raised: 7000, onTheWay: 0, held: 0, currency: 'EUR', givers: 3, closed: false },
});
const secret: Reveal = { revealed: false, revealsOn: '2027-05-01', openedAt: null };
const details = {
  listId: LIST,
  holder: 'Ana García',
  ibanMasked: 'ES91 •••• •••• •••• 1332',
  bizumMasked: '••• •• •• 78',
  pending: [],
};
const instructions = {
  holder: 'Ana García',
  iban: 'ES91 2100 0418 4502 0005 1332',
  ibanCompact: 'ES9121000418450200051332',
  bizum: '612 34 56 78',
  amount: 5000,
  currency: 'EUR',
  reference: 'DT-7K3Q9P',
};
const pledge: DirectPledge = {
  id: 'p-1',
  listId: LIST,
  gift: { id: sofa.id, name: 'Sofá cama' },
  amount: 5000,
  currency: 'EUR',
  reference: 'DT-7K3Q9P',
  status: 'pending',
  giverName: 'Gala',
  message: null,
  createdAt: '2027-01-01T10:00:00.000Z',
  decidedAt: null,
};

const show = () => render(<DirectTransferPanel listId={LIST} gift={sofa} ownerName="Ana" reveal={secret} />);

describe('DirectTransferPanel', () => {
  it('shows the IBAN masked, then whole with the amount and reference once the guest wants to transfer', async () => {
    const api = mockApi({
      [`GET /api/direct-transfer/get/${LIST}`]: { data: details },
      'POST /api/direct-transfer/start': { data: instructions },
      'POST /api/direct-transfer/declare': { data: pledge },
    });
    show();
    expect(await screen.findByText('Cuenta de Ana García: ES91 •••• •••• •••• 1332')).toBeInTheDocument();
    expect(screen.queryByText(/0418/)).not.toBeInTheDocument();
    expect(screen.getByText('Faltan 50,00 €')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /¿Cuánto vas a transferir\?/ }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Quiero transferir' }));
    expect(api.callsTo('POST /api/direct-transfer/start')[0]?.body).toEqual({
      listId: LIST,
      giftId: sofa.id,
      amount: 5000,
      currency: 'EUR',
    });
    expect(await screen.findByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    expect(screen.getByText('DT-7K3Q9P')).toBeInTheDocument();
    expect(screen.getByText('50,00 €')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar IBAN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar Concepto' })).toBeInTheDocument();

    // A guest must say who they are: the e-mail is where the owner's answer will reach them.
    await userEvent.click(screen.getByRole('button', { name: 'Ya he hecho la transferencia' }));
    expect(api.callsTo('POST /api/direct-transfer/declare')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Tu nombre/ }), 'Gala');
    await userEvent.type(screen.getByRole('textbox', { name: /Tu correo/ }), 'gala@ejemplo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Ya he hecho la transferencia' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      /Le hemos avisado a Ana.*50,00 €.*pendiente de confirmar/,
    );
    const [sent] = api.callsTo('POST /api/direct-transfer/declare');
    expect(sent?.body).toMatchObject({
      listId: LIST,
      giftId: sofa.id,
      amount: 5000,
      currency: 'EUR',
      reference: 'DT-7K3Q9P',
      name: 'Gala',
      email: 'gala@ejemplo.com',
      showName: true,
    });
    expect(sent?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/\S{16,}/);
  }, 20_000);

  it("puts the API's refusal on the amount", async () => {
    mockApi({
      [`GET /api/direct-transfer/get/${LIST}`]: { data: details },
      'POST /api/direct-transfer/start': () =>
        apiError('GOAL_EXCEEDED', 'Solo faltan 50,00 € para este regalo.', 409, [
          { path: 'amount', message: 'Como mucho 50,00 €.' },
        ]),
    });
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: /¿Cuánto vas a transferir\?/ }), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Quiero transferir' }));
    expect(await screen.findByText('Como mucho 50,00 €.')).toBeInTheDocument();
  });

  it('shows nothing when the owner has not added their IBAN', async () => {
    const api = mockApi({ [`GET /api/direct-transfer/get/${LIST}`]: { data: null } });
    show();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/Transferir directamente/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
