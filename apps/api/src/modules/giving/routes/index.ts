import type { FastifyPluginAsync } from 'fastify';
import askAccessRoutes from './ask-access.js';
import guestClaimRoutes from './guest-claims.js';
import previewImageRoutes from './preview-images.js';
import sharedListRoutes from './shared-list.js';

/**
 * Giving from a shared link (`regalar?lista={id}`): the list for anyone who may reach it, and a guest's
 * reservation confirmed by e-mail. All public: a guest has no session; a signed-in caller sees what is theirs.
 */
const givingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sharedListRoutes);
  await app.register(guestClaimRoutes);
  await app.register(previewImageRoutes);
  await app.register(askAccessRoutes);
};

export default givingRoutes;
