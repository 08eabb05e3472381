import { type Donation, IDEMPOTENCY_HEADER, SINGLE_LINE_MESSAGE } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, within } from '@/test/test-utils';
import { ONG, donation as stockDonation } from '../testing/donation-fixtures';
import { testConfig } from '../testing/fixtures';
import { DonateModal } from './DonateModal';
import type { StripeGuestCardHandle } from './StripeGuestCard';

/** Stripe.js played here: each PaymentMethod made is a new `pm_…`; the bank's step answers as told. */
const stripeJs = vi.hoisted(() => ({ made: 0, actions: [] as string[] }));
vi.mock('./StripeGuestCard', async () => {
  const { useEffect } = await import('react');
  return {
    default: ({ onReady }: { onReady: (handle: StripeGuestCardHandle) => void }) => {
      useEffect(() => {
        onReady({
          paymentMethod: async () => ({ id: `pm_test_${++stripeJs.made}` }),
          nextAction: async (clientSecret) => {
            stripeJs.actions.push(clientSecret);
            return null;
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

// Stripe runs here, not the test mode.
const donation = (over: Partial<Donation> = {}): Donation => stockDonation({ testMode: false, ...over });

describe('DonateModal, a guest with Stripe', () => {
  it('the card from Stripe’s element, the same PaymentMethod and key on a retry, the bank step in Stripe.js', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /api/wallet/config': {
        data: { ...testConfig, provider: 'stripe', testMode: false, stripePublishableKey: 'pk_test_x' },
      },
      'POST /api/donation/guest': () =>
        ++answers === 1
          ? apiError('PAYMENTS_UNAVAILABLE', 'No hemos podido hablar con el banco. Vuelve a intentarlo.', 503)
          : jsonResponse({
              data: donation({
                status: 'requires_action',
                certificateNumber: null,
                nextAction: { type: 'stripe', clientSecret: 'pi_9_secret_9' },
              }),
            }),
      'POST /api/donation/confirm/d-1': { data: donation() },
    });
    render(<DonateModal ong={ONG} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Donar a Fundación Abrazo' });
    expect(await within(dialog).findByText('Formulario de Stripe')).toBeInTheDocument();
    // No test card fields, no "coming soon" notice.
    expect(within(dialog).queryByRole('textbox', { name: 'Número de la tarjeta' })).not.toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Nombre y apellidos/ }),
      'Gala Pérez Ruiz',
    );
    // The name is asked once: the certificate's full name also says who the e-mail greets.
    expect(within(dialog).queryByRole('textbox', { name: 'Tu nombre' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tu correo/ }), 'gala@ejemplo.com');

    await userEvent.click(within(dialog).getByRole('button', { name: /^Donar 25,00/ }));
    expect(await within(dialog).findAllByText(/No hemos podido hablar con el banco/)).not.toHaveLength(0);
    // The answer was lost: the retry is the same attempt, with the same card.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Donar 25,00/ }));
    expect(await within(dialog).findByText(/Has donado 25,00\s€ a Fundación Abrazo/)).toBeInTheDocument();
    const calls = api.callsTo('POST /api/donation/guest');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe(calls[1]?.headers.get(IDEMPOTENCY_HEADER));
    for (const call of calls)
      expect(call.body).toMatchObject({
        ongId: ONG.id,
        amount: 2500,
        fullName: 'Gala Pérez Ruiz',
        name: 'Gala',
        card: { kind: 'stripe', paymentMethodId: 'pm_test_1' },
      });
    expect(stripeJs.made).toBe(1);
    expect(stripeJs.actions).toEqual(['pi_9_secret_9']);
    expect(api.callsTo('POST /api/donation/confirm/d-1')[0]?.body).toMatchObject({
      token: 't'.repeat(43),
      approve: true,
    });
  }, 120_000);

  it('says in Spanish, on the field, that a name goes on one line, before sending and when the API refuses it', async () => {
    const api = mockApi({
      'GET /api/wallet/config': {
        data: { ...testConfig, provider: 'stripe', testMode: false, stripePublishableKey: 'pk_test_x' },
      },
      'POST /api/donation/guest': () =>
        apiError('VALIDATION_ERROR', `Revisa los datos enviados. name: ${SINGLE_LINE_MESSAGE}.`, 400, [
          { path: 'name', message: SINGLE_LINE_MESSAGE },
        ]),
    });
    render(<DonateModal ong={ONG} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Donar a Fundación Abrazo' });
    expect(await within(dialog).findByText('Formulario de Stripe')).toBeInTheDocument();
    const fullName = within(dialog).getByRole('textbox', { name: /Nombre y apellidos/ });
    // Pasted: a text field keeps a line separator (only CR and LF are dropped from an input's value).
    await userEvent.click(fullName);
    await userEvent.paste('Ana\u2028=2+2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tu correo/ }), 'gala@ejemplo.com');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Donar 25,00/ }));
    expect(await within(dialog).findByText(SINGLE_LINE_MESSAGE)).toBeInTheDocument();
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/donation/guest')).toHaveLength(0);

    // What only the API finds lands on its field just the same.
    await userEvent.clear(fullName);
    await userEvent.type(fullName, 'Ana Pérez');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Donar 25,00/ }));
    expect(await within(dialog).findByText(SINGLE_LINE_MESSAGE)).toBeInTheDocument();
    // The API's complaint about the greeting name lands on the one name field it comes from.
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/donation/guest')).toHaveLength(1);
  }, 120_000);
});
