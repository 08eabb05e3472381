import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent } from '@/test/test-utils';
import { guestPayment } from '../testing/delayed-fixtures';
import { donation as aDonation, awaitingDonation, donationTransfer } from '../testing/donation-fixtures';
import DonationPage from './DonationPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 't'.repeat(43);
const donation = aDonation({
  ong: { id: 'o-1', name: 'Fundación Abrazo' },
  taxId: '12345678Z',
  certificateNumber: '2026-000007',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:00:00.000Z',
  token: undefined,
});

function renderPage(search = `?token=${TOKEN}`) {
  const router = createMemoryRouter([{ path: '/donacion/:id', Component: DonationPage }], {
    initialEntries: [`/donacion/d-1${search}`],
  });
  return render(<RouterProvider router={router} />);
}

describe('DonationPage (donacion/:id)', () => {
  it("shows a guest's donation from the e-mailed link, with its certificate", async () => {
    const api = mockApi({ 'GET /api/donation/get/d-1': { data: donation } });
    renderPage();
    expect(await screen.findByText('Gala Pérez Ruiz · 12345678Z')).toBeInTheDocument();
    expect(screen.getByText('2026-000007')).toBeInTheDocument();
    expect(screen.getByText('Fundación Abrazo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar el certificado' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/donation/get/d-1')).toHaveLength(1);
  });

  it('a wrong or cut link is a Spanish "not found"', async () => {
    mockApi({
      'GET /api/donation/get/d-1': () => apiError('NOT_FOUND', 'No encontramos esa donación.', 404),
    });
    renderPage('?token=corto');
    expect(await screen.findByRole('heading', { name: 'No encontramos esa donación' })).toBeInTheDocument();
  });
});

describe('DonationPage of a donation waiting for its money', () => {
  it('shows the transfer’s instructions from the e-mailed link, then its certificate once it arrives', async () => {
    const started = awaitingDonation('sepa_transfer', donationTransfer, { token: undefined });
    let arrived = false;
    const api = mockApi({
      'GET /api/donation/get/d-1': () =>
        jsonResponse({ data: arrived ? aDonation({ token: undefined }) : started }),
      'POST /api/payment/guest/simulate/d-1': () => {
        arrived = true;
        return jsonResponse({ data: guestPayment({ id: 'd-1' }) });
      },
    });
    renderPage();
    expect(await screen.findByText('Haz una transferencia de 25,00 €')).toBeInTheDocument();
    expect(screen.getByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    expect(screen.getByText('DT0B9F6A3E5C')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar el certificado' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Exacta' }));
    expect(await screen.findByRole('button', { name: 'Descargar el certificado' })).toBeInTheDocument();
    expect(screen.getByText('2026-000001')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/guest/simulate/d-1')[0]?.body).toEqual({
      outcome: 'exact',
      token: TOKEN,
    });
  }, 60_000);
});
