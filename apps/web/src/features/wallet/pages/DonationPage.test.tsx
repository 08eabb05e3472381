import type { Donation } from '@detalle/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { render, screen } from '@/test/test-utils';
import DonationPage from './DonationPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 't'.repeat(43);
const donation: Donation = {
  id: 'd-1',
  status: 'succeeded',
  amount: 2500,
  currency: 'EUR',
  ong: { id: 'o-1', name: 'Fundación Abrazo' },
  fullName: 'Gala Pérez Ruiz',
  taxId: '12345678Z',
  certificateNumber: '2026-000007',
  testMode: true,
  nextAction: null,
  paidWith: 'card',
  feeCovered: 0,
  instructions: null,
  received: 0,
  requestedAmount: null,
  failure: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:00:00.000Z',
};

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
