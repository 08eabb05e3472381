import type { Donation } from '@detalle/contract';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { render, screen, userEvent, within } from '@/test/test-utils';
import { testConfig } from '../testing/fixtures';
import { DonateModal } from './DonateModal';

const ONG = { id: '7d3c0a00-0000-4000-8000-0000000000aa', name: 'Fundación Abrazo' };
const donation: Donation = {
  id: 'd-1',
  status: 'succeeded',
  amount: 2500,
  currency: 'EUR',
  ong: ONG,
  fullName: 'Construcciones Ñandú S.L.',
  taxId: 'B12345674',
  certificateNumber: '2026-000001',
  testMode: true,
  nextAction: null,
  paidWith: 'card',
  feeCovered: 0,
  instructions: null,
  received: 0,
  requestedAmount: null,
  failure: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  paidAt: '2026-01-01T10:00:00.000Z',
  token: 't'.repeat(43),
};

async function openForm() {
  const api = mockApi({
    'GET /api/wallet/config': { data: testConfig },
    'POST /api/donation/guest': { data: donation },
  });
  render(<DonateModal ong={ONG} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Donar a Fundación Abrazo' });
  const form = within(dialog);
  await userEvent.type(
    await form.findByRole('textbox', { name: 'Número de la tarjeta' }),
    '4242424242424242',
  );
  await userEvent.type(form.getByRole('textbox', { name: 'Caducidad' }), '12/30');
  await userEvent.type(form.getByRole('textbox', { name: 'CVC' }), '123');
  await userEvent.type(form.getByRole('textbox', { name: /Tu correo/ }), 'compras@nandu.es');
  return { api, form };
}

describe('DonateModal: who gives', () => {
  it('a company gives its razón social, a checked CIF and its province', async () => {
    const { api, form } = await openForm();
    // A person needs no province until they give a NIF.
    expect(form.queryByRole('combobox', { name: /Provincia/ })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('radio', { name: 'Empresa' }));
    await userEvent.type(form.getByRole('textbox', { name: /Razón social/ }), 'Construcciones Ñandú S.L.');
    const cif = form.getByRole('textbox', { name: /CIF de la empresa/ });
    await userEvent.type(cif, 'B12345675');
    await userEvent.click(form.getByRole('button', { name: /^Donar 25,00/ }));
    expect(await form.findByText(/Revisa el CIF/)).toBeInTheDocument();
    expect(cif).toHaveAttribute('aria-invalid', 'true');
    expect(await form.findByText(/La del domicilio fiscal de la empresa/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/donation/guest')).toHaveLength(0);

    await userEvent.clear(cif);
    await userEvent.type(cif, 'B-1234567-4');
    await userEvent.click(form.getByRole('button', { name: /^Donar 25,00/ }));
    expect(await form.findByText(/Elige la provincia de tu domicilio fiscal/)).toBeInTheDocument();
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Provincia/ }), 'Valencia/València');
    await userEvent.click(form.getByRole('button', { name: /^Donar 25,00/ }));
    expect(await form.findByText(/Has donado 25,00\s€ a Fundación Abrazo/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/donation/guest')[0]?.body).toMatchObject({
      donorKind: 'company',
      fullName: 'Construcciones Ñandú S.L.',
      // The receipt e-mail greets the company by its name, not by its first word.
      name: 'Construcciones Ñandú S.L.',
      taxId: 'B12345674',
      province: '46',
    });
  }, 120_000);

  it('a person who gives a NIF is asked for the province, sent by its code', async () => {
    const { api, form } = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: /Nombre y apellidos/ }), 'Łukasz Øster');
    await userEvent.type(form.getByRole('textbox', { name: /NIF o NIE/ }), '12345678Z');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Provincia/ }), 'A Coruña');
    await userEvent.click(form.getByRole('button', { name: /^Donar 25,00/ }));
    expect(await form.findByText(/Has donado/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/donation/guest')[0]?.body).toMatchObject({
      donorKind: 'person',
      fullName: 'Łukasz Øster',
      taxId: '12345678Z',
      province: '15',
    });
  }, 120_000);
});
