import type { FastifyPluginAsync } from 'fastify';
import { registerPaymentPurpose } from '../../payments/index.js';
import { donationPurpose } from '../purpose.js';
import donorRoutes from './donor.js';
import givingRoutes from './giving.js';
import guestDonationRoutes from './guest-donations.js';
import receivedRoutes from './received.js';

/**
 * Donations to verified ONGs: giving (signed in or as a guest, `Idempotency-Key` like every call that moves
 * money), the donor's view and certificate, and the ONG's "Donaciones recibidas" and CSV export.
 */
const donationRoutes: FastifyPluginAsync = async (app) => {
  registerPaymentPurpose(app, 'donation', donationPurpose);
  await app.register(guestDonationRoutes);
  await app.register(donorRoutes);
  await app.register(givingRoutes);
  await app.register(receivedRoutes);
};

export default donationRoutes;
