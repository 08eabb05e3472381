import type { FastifyPluginAsync } from 'fastify';
import drawingRoutes from './drawing.js';
import joiningRoutes from './joining.js';
import myDrawRoutes from './my-draws.js';
import myRecipientRoutes from './my-recipient.js';

/**
 * Amigo invisible / amigo secreto. Everything needs a session; a draw is reached by id only by its organiser and
 * participants, and by its invitation token by anyone who has the link.
 */
const drawRoutes: FastifyPluginAsync = async (app) => {
  await app.register(myDrawRoutes);
  await app.register(joiningRoutes);
  await app.register(drawingRoutes);
  await app.register(myRecipientRoutes);
};

export default drawRoutes;
