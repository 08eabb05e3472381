import type { DirectPledge } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { render, screen, userEvent, within } from '@/test/test-utils';
import { PendingPledges } from './PendingPledges';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '5a0c7d1e-2b3f-4a5c-8d9e-0f1a2b3c4d5e';
const pledge = (over: Partial<DirectPledge>): DirectPledge => ({
  id: 'p-1',
  listId: LIST,
  gift: { id: 'g-1', name: 'Sofá cama' },
  amount: 5000,
  currency: 'EUR',
  reference: 'DT-7K3Q9P',
  status: 'pending',
  giverName: null,
  message: null,
  createdAt: '2027-01-01T10:00:00.000Z',
  decidedAt: null,
  ...over,
});

describe('PendingPledges', () => {
  it('lists what waits, without a name before the reveal, and confirms one', async () => {
    const api = mockApi({
      [`GET /api/direct-transfer/list/${LIST}`]: { data: [pledge({})] },
      'POST /api/direct-transfer/decide/p-1': { data: pledge({ status: 'confirmed' }) },
    });
    render(<PendingPledges listId={LIST} />);
    const card = (await screen.findByText('Alguien dice que te ha transferido 50,00 €')).closest('div');
    expect(card).not.toBeNull();
    expect(screen.getByText(/Para «Sofá cama» · concepto DT-7K3Q9P/)).toBeInTheDocument();
    expect(screen.getByText('Pendiente de confirmar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Me ha llegado' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/direct-transfer/decide/p-1')).toHaveLength(1));
    expect(api.callsTo('POST /api/direct-transfer/decide/p-1')[0]?.body).toEqual({ arrived: true });
  });

  it('"No me ha llegado" answers no; answered ones show their answer without buttons', async () => {
    const api = mockApi({
      [`GET /api/direct-transfer/list/${LIST}`]: {
        data: [
          pledge({}),
          pledge({
            id: 'p-2',
            status: 'confirmed',
            giverName: 'Carmen',
            decidedAt: '2027-01-02T10:00:00.000Z',
          }),
        ],
      },
      'POST /api/direct-transfer/decide/p-1': { data: pledge({ status: 'rejected' }) },
    });
    render(<PendingPledges listId={LIST} />);
    const answered = (await screen.findByText('Carmen dice que te ha transferido 50,00 €')).parentElement
      ?.parentElement;
    expect(within(answered as HTMLElement).getByText('Te ha llegado')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Me ha llegado' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'No me ha llegado' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/direct-transfer/decide/p-1')[0]?.body).toEqual({ arrived: false }),
    );
  });

  it('shows nothing for a list nobody transferred to', async () => {
    const api = mockApi({ [`GET /api/direct-transfer/list/${LIST}`]: { data: [] } });
    render(<PendingPledges listId={LIST} />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Transferencias por confirmar')).not.toBeInTheDocument();
  });
});
