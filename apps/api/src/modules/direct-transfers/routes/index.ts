import type { FastifyPluginAsync } from 'fastify';
import detailRoutes from './details.js';
import givingRoutes from './giving.js';
import ownerRoutes from './owner.js';

/** "Transferencia directa": the owner's IBAN on a list, givers' declared transfers, the owner's answers. */
const directTransferRoutes: FastifyPluginAsync = async (app) => {
  await app.register(detailRoutes);
  await app.register(givingRoutes);
  await app.register(ownerRoutes);
};

export default directTransferRoutes;
