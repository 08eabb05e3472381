import { type Gift, type GuestPayment, IDEMPOTENCY_HEADER, type Reveal } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gift } from '@/features/lists/testing/gift-fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, within } from '@/test/test-utils';
import { testConfig } from '../testing/fixtures';
import { GuestChipInModal } from './GuestChipInModal';
import type { StripeGuestCardHandle } from './StripeGuestCard';

/** Stripe.js played here: each PaymentMethod made is a new `pm_…`; the bank's step answers as told. */
const stripeJs = vi.hoisted(() => ({
  made: 0,
  actions: [] as string[],
  actionProblem: null as string | null,
}));
vi.mock('./StripeGuestCard', async () => {
  const { useEffect } = await import('react');
  return {
    default: ({ onReady }: { onReady: (handle: StripeGuestCardHandle) => void }) => {
      useEffect(() => {
        onReady({
          paymentMethod: async () => ({ id: `pm_test_${++stripeJs.made}` }),
          nextAction: async (clientSecret) => {
            stripeJs.actions.push(clientSecret);
            return stripeJs.actionProblem;
          },
        });
      }, [onReady]);
      return <p>Formulario de Stripe</p>;
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sofa: Gift = gift({
  id: '0b9f6a3e-5c1d-4e2f-8a7b-3c4d5e6f7a8b',
  name: 'Sofá cama',
  funding: { goal: 12_000, raised: 7500, onTheWay: 0, held: 0, currency: 'EUR', givers: 3, closed: false },
});
const moon: Gift = gift({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Luna de miel',
  kind: 'fund',
  suggestedAmounts: [2000, 5000],
  funding: { goal: null, raised: 30_000, onTheWay: 0, held: 0, currency: 'EUR', givers: 4, closed: false },
});
/** Before the list's date, which Ana has not opened early. */
const secret: Reveal = { revealed: false, revealsOn: '2027-05-01', openedAt: null };
/** A list with neither date nor event: secret until Ana opens everything. */
const undated: Reveal = { revealed: false, revealsOn: null, openedAt: null };
const answer = (over: Partial<GuestPayment> = {}): GuestPayment => ({
  id: 'pay-1',
  status: 'succeeded',
  amount: 2000,
  currency: 'EUR',
  name: 'Gala',
  message: '',
  showName: true,
  gift: { id: '0b9f6a3e-5c1d-4e2f-8a7b-3c4d5e6f7a8b', name: 'Sofá cama', kind: 'product' },
  list: { id: 'l-1', name: 'Mudanza', date: '2027-05-01' },
  recipientName: 'Ana',
  availableOn: null,
  testMode: true,
  nextAction: null,
  paidWith: 'card',
  feeCovered: 0,
  instructions: null,
  received: 0,
  requestedAmount: null,
  expiresAt: null,
  failure: null,
  createdAt: '2027-01-01T10:00:00.000Z',
  paidAt: '2027-01-01T10:00:00.000Z',
  token: 't'.repeat(43),
  ...over,
});

async function fill(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tu nombre' }), 'Gala');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Tu correo/ }), 'gala@ejemplo.com');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Número de la tarjeta' }),
    '4242424242424242',
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Caducidad' }), '12/30');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
}

describe('GuestChipInModal', () => {
  it('tells the unmet-goal rule, never goes above what is missing, and pays once per attempt', async () => {
    const api = mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'POST /api/payment/guest': () =>
        apiError('CARD_DECLINED', 'El banco ha rechazado la tarjeta. Prueba con otra tarjeta.', 402),
    });
    render(
      <GuestChipInModal
        gift={sofa}
        ownerName="Ana"
        listDate="2027-05-01"
        reveal={secret}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    expect(within(dialog).getByText(/Faltan 45,00 € de 120,00 €/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/aún falta dinero, lo aportado se queda como regalo en dinero para Ana/),
    ).toBeInTheDocument();
    // A share of what is missing, for about four people: 45 € / 4, rounded to 10 €.
    expect(within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' })).toHaveValue('10,00');

    await fill(dialog, '50');
    expect(within(dialog).getByText('Solo faltan 45,00 €: no puedes aportar más.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aportar' }));
    expect(api.callsTo('POST /api/payment/guest')).toHaveLength(0);

    const field = within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' });
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 20,00/ }));
    expect(await within(dialog).findAllByText(/El banco ha rechazado la tarjeta/)).not.toHaveLength(0);
    // Trying again with nothing changed: the same attempt, the same key.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 20,00/ }));
    const calls = api.callsTo('POST /api/payment/guest');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe(calls[1]?.headers.get(IDEMPOTENCY_HEADER));
    expect(calls[0]?.body).toMatchObject({
      giftId: '0b9f6a3e-5c1d-4e2f-8a7b-3c4d5e6f7a8b',
      amount: 2000,
      currency: 'EUR',
      name: 'Gala',
      email: 'gala@ejemplo.com',
      showName: true,
      card: { kind: 'test', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  }, 120_000);

  it('a fund: suggested amounts, no limit, and the thanks with the e-mailed receipt', async () => {
    const api = mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'POST /api/payment/guest': { data: answer({ amount: 5000 }) },
    });
    render(
      <GuestChipInModal gift={moon} ownerName="Ana" listDate={null} reveal={undated} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Luna de miel»' });
    expect(within(dialog).getByText(/Es un fondo: aporta la cantidad que quieras/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' })).toHaveValue('20,00');
    await fill(dialog, '1');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^50,00/ }));
    expect(within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' })).toHaveValue('50,00');
    const showName = within(dialog).getByRole('switch', { name: /Mostrar mi nombre/ });
    expect(showName).toHaveAccessibleDescription(
      'Ana no sabrá quién ha aportado ni leerá tu mensaje hasta que abra todos sus regalos.',
    );
    await userEvent.click(showName);
    expect(showName).toHaveAccessibleDescription(
      'Ana verá que alguien ha aportado, pero no sabrá quién ni leerá tu mensaje.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 50,00/ }));
    expect(await within(dialog).findByText('¡Gracias! Has aportado 50,00 €')).toBeInTheDocument();
    expect(within(dialog).getByText(/Te hemos enviado el justificante por correo/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/guest')[0]?.body).toMatchObject({ amount: 5000, showName: false });
  }, 120_000);

  it('with Stripe: the card from Stripe’s element, the same PaymentMethod and key on a retry, the bank step in Stripe.js', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /api/wallet/config': {
        data: { ...testConfig, provider: 'stripe', testMode: false, stripePublishableKey: 'pk_test_x' },
      },
      'POST /api/payment/guest': () =>
        ++answers === 1
          ? apiError('PAYMENTS_UNAVAILABLE', 'No hemos podido hablar con el banco. Vuelve a intentarlo.', 503)
          : jsonResponse({
              data: answer({
                status: 'requires_action',
                testMode: false,
                nextAction: { type: 'stripe', clientSecret: 'pi_1_secret_2' },
              }),
            }),
      'POST /api/payment/guest/confirm/pay-1': { data: answer({ testMode: false }) },
    });
    render(
      <GuestChipInModal
        gift={sofa}
        ownerName="Ana"
        listDate="2027-05-01"
        reveal={secret}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    expect(await within(dialog).findByText('Formulario de Stripe')).toBeInTheDocument();
    // No test card fields, no test-mode notice.
    expect(within(dialog).queryByRole('textbox', { name: 'Número de la tarjeta' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/modo de prueba/i)).not.toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' });
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tu nombre' }), 'Gala');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tu correo/ }), 'gala@ejemplo.com');

    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 20,00/ }));
    expect(await within(dialog).findAllByText(/No hemos podido hablar con el banco/)).not.toHaveLength(0);
    // The answer was lost: the retry is the same attempt, with the same card.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 20,00/ }));
    expect(await within(dialog).findByText('¡Gracias! Has aportado 20,00 €')).toBeInTheDocument();
    const calls = api.callsTo('POST /api/payment/guest');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe(calls[1]?.headers.get(IDEMPOTENCY_HEADER));
    for (const call of calls)
      expect(call.body).toMatchObject({
        amount: 2000,
        card: { kind: 'stripe', paymentMethodId: 'pm_test_1' },
      });
    expect(stripeJs.made).toBe(1);
    expect(stripeJs.actions).toEqual(['pi_1_secret_2']);
    expect(api.callsTo('POST /api/payment/guest/confirm/pay-1')[0]?.body).toEqual({
      token: 't'.repeat(43),
      approve: true,
    });
  }, 120_000);
});
