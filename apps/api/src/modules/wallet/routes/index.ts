import type { FastifyPluginAsync } from 'fastify';
import { registerPaymentPurpose } from '../../payments/index.js';
import { giftPurpose } from '../gift-purpose.js';
import cardRoutes from './cards.js';
import guestPaymentRoutes from './guest-payments.js';
import huchaRoutes from './hucha.js';
import mercadoPagoRoutes from './mercadopago.js';
import movementRoutes from './movements.js';
import paymentRoutes from './payments.js';
import payoutRoutes from './payouts.js';
import savingMethodRoutes from './saving-methods.js';
import walletConfigRoutes from './wallet-config.js';
import webhookRoutes from './webhooks.js';

/**
 * The wallet (seed: `dashboard/balanceUser`, `dashboard/transactionsUser`; the card, payment and payout calls
 * are ours, in the seed's `noun/verb` style). Calls that move money take an `Idempotency-Key` header.
 */
const walletRoutes: FastifyPluginAsync = async (app) => {
  registerPaymentPurpose(app, 'gift', giftPurpose);
  await app.register(webhookRoutes);
  await app.register(walletConfigRoutes);
  await app.register(guestPaymentRoutes);
  await app.register(movementRoutes);
  await app.register(cardRoutes);
  await app.register(savingMethodRoutes);
  await app.register(paymentRoutes);
  await app.register(payoutRoutes);
  await app.register(huchaRoutes);
  await app.register(mercadoPagoRoutes);
};

export default walletRoutes;
