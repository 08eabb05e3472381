import type { FastifyPluginAsync } from 'fastify';
import blockingRoutes from './blocking.js';
import myFriendRoutes from './my-friends.js';
import requestRoutes from './requests.js';
import searchRoutes from './search.js';

/** The `amigos` page: find people, requests, friends, blocks and the invitation link. */
const friendRoutes: FastifyPluginAsync = async (app) => {
  await app.register(searchRoutes);
  await app.register(myFriendRoutes);
  await app.register(requestRoutes);
  await app.register(blockingRoutes);
};

export default friendRoutes;
