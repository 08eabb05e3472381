import type { FastifyPluginAsync } from 'fastify';
import guestLinkRoutes from './guest-link.js';
import myThanksRoutes from './my-thanks.js';

/** `agradecimiento`: what I received and my thanks for it; reading a thank-you, signed in or by a guest's link. */
const thanksRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guestLinkRoutes);
  await app.register(myThanksRoutes);
};

export default thanksRoutes;
