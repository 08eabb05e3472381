import type { Payment } from '@detalle/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@/test/test-utils';
import { movement, payment } from '../testing/fixtures';
import MoneyChart from './MoneyChart';
import { MovementList } from './MovementRow';
import { PaymentReceipt } from './PaymentReceipt';

/**
 * One vocabulary: a payment's receipt (its badge and its "Estado" line) and its line in the wallet say the same
 * words for the same state — the words the notifications and e-mails use — and name the giver the same way.
 */
const HELD = '2099-12-12';

const states: [string, Partial<Payment>, { recipient: string; payer: string }][] = [
  ['on its way', { status: 'awaiting_funds', paidAt: null }, { recipient: 'En camino', payer: 'En camino' }],
  [
    'held until the list’s date',
    { availableOn: HELD },
    { recipient: 'Disponible el 12 Dic 2099', payer: 'Retenido hasta el 12 Dic 2099' },
  ],
  ['in the wallet', {}, { recipient: 'Disponible', payer: 'Entregado' }],
  ['given back whole', { refunded: 2499 }, { recipient: 'Devuelto', payer: 'Devuelto' }],
  ['expired', { status: 'expired', paidAt: null }, { recipient: 'Caducado', payer: 'Caducado' }],
  ['failed', { status: 'failed', paidAt: null }, { recipient: 'Fallido', payer: 'Fallido' }],
  [
    'waiting for confirmation',
    { status: 'requires_action' },
    { recipient: 'Falta que lo confirme quien paga', payer: 'Falta tu confirmación' },
  ],
];

const stateLine = () => {
  const term = screen.getAllByRole('term').find((t) => t.textContent === 'Estado');
  return term?.nextElementSibling?.textContent;
};

describe('a payment’s state, in the receipt and the wallet alike', () => {
  it.each(states)('%s', (_, over, words) => {
    for (const role of ['recipient', 'payer'] as const) {
      const { unmount } = render(<PaymentReceipt payment={payment({ ...over, role })} printable={false} />);
      expect(screen.getByTestId('state')).toHaveTextContent(words[role]);
      expect(stateLine()).toBe(words[role]);
      unmount();
    }
    // The wallet's line of the same money, received and given.
    const status = over.status ?? 'succeeded';
    const rows = [
      movement({
        id: 'in',
        type: 'gift_received',
        amount: 2499,
        paymentStatus: status,
        availableOn: over.availableOn ?? null,
      }),
      movement({
        id: 'out',
        type: 'contribution',
        amount: -2499,
        paymentStatus: status,
        availableOn: over.availableOn ?? null,
      }),
    ];
    render(
      <MemoryRouter>
        <MovementList movements={rows} label="Movimientos" />
      </MemoryRouter>,
    );
    const [received, given] = screen.getAllByTestId('movement') as [HTMLElement, HTMLElement];
    // Settled money needs no badge; the rest says the receipt's words.
    const badge = (row: HTMLElement) => within(row).queryByTestId('state')?.textContent ?? null;
    if (over.refunded === undefined) {
      expect(badge(received)).toBe(words.recipient === 'Disponible' ? null : words.recipient);
      expect(badge(given)).toBe(words.payer === 'Entregado' ? null : words.payer);
    }
  });
});

describe('who gave, by viewer and reveal', () => {
  it('before the reveal the owner reads "Alguien" and no message', () => {
    render(
      <PaymentReceipt payment={payment({ role: 'recipient', payer: null, giverName: null, message: '' })} />,
    );
    expect(screen.getByText('De').nextElementSibling).toHaveTextContent(/^Alguien$/);
    expect(screen.queryByText('Mensaje')).toBeNull();
  });

  it('after the reveal, the first name as the list shows it, and the message where the money shows', () => {
    render(
      <PaymentReceipt
        payment={payment({
          role: 'recipient',
          payer: { id: 'u-carmen', name: 'Carmen', lastname: 'López', image: null },
          giverName: 'Carmen',
          message: '¡Felicidades!',
        })}
      />,
    );
    expect(screen.getByText('De').nextElementSibling).toHaveTextContent(/^Carmen$/);
    expect(screen.queryByText(/López/)).toBeNull();
    expect(screen.getByText('Mensaje').nextElementSibling).toHaveTextContent('«¡Felicidades!»');
  });

  it('the wallet line names the giver and quotes the message only once the owner may know them', () => {
    const secret = movement({
      id: 's',
      type: 'gift_received',
      amount: 2000,
      person: null,
      concerns: { kind: 'list', id: 'l1', title: 'Boda' },
    });
    const known = movement({
      id: 'k',
      type: 'gift_received',
      amount: 3000,
      person: null,
      concerns: { kind: 'list', id: 'l1', title: 'Boda' },
      giverName: 'Carmen',
      message: 'Para el viaje',
    });
    render(
      <MemoryRouter>
        <MovementList movements={[secret, known]} label="Movimientos" />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByTestId('movement') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Boda · Alguien')).toBeVisible();
    expect(within(first).queryByTestId('movement-message')).toBeNull();
    expect(within(second).getByText('Boda · Carmen')).toBeVisible();
    expect(within(second).getByTestId('movement-message')).toHaveTextContent('«Para el viaje»');
  });
});

describe('the wallet chart', () => {
  it('has a legend in Spanish and an axis in even, round steps of the currency', async () => {
    // jsdom lays nothing out: give the chart the size a phone would, and its legend a line of its own.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.classList.contains('recharts-legend-wrapper') ? 36 : 220;
      return {
        width: 390,
        height,
        top: 0,
        left: 0,
        right: 390,
        bottom: height,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      };
    });
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      in: i === 10 ? 13_700 : 0,
      out: i === 11 ? -2_461 : 0,
    }));
    render(<MoneyChart monthly={{ currency: 'EUR', months }} />);
    expect(await screen.findByText('Entradas')).toBeInTheDocument();
    expect(screen.getByText('Salidas')).toBeInTheDocument();
    // The axis's labels, bottom to top (the months' are the other axis).
    const money = [...document.querySelectorAll('text')]
      .map((t) => t.textContent)
      .filter((t) => t?.includes('€'));
    expect(money).toEqual(['0\u00a0€', '50\u00a0€', '100\u00a0€', '150\u00a0€']);
  });
});
