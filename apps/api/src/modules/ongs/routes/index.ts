import type { FastifyPluginAsync } from 'fastify';
import charityRoutes from './charity.js';
import myOngRoutes from './my-ong.js';
import { ongListRoutes, ongPageRoutes } from './public-pages.js';
import registrationRoutes from './registration.js';

/**
 * `register-ong`: an organisation signs up like a person (type 2) and stays
 * "pendiente de verificación" until an operator runs `npm run ong:verify -- <email or id>`.
 * Once verified: its public page (`ong/get/{id}`) and the listing (`ong/list`); the ONG edits its page
 * (`ong/mine`, `ong/update`).
 */
const ongRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registrationRoutes);
  await app.register(ongPageRoutes);
  await app.register(ongListRoutes);
  await app.register(myOngRoutes);
  await app.register(charityRoutes);
};

export default ongRoutes;
