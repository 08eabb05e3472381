import { IMAGE_MAX_BYTES } from '@detalle/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import myAccountRoutes from './my-account.js';
import myProfileRoutes from './my-profile.js';

/** The signed-in person's own profile and settings (`profile`, `intereses`, `config`). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  await app.register(myProfileRoutes);
  await app.register(myAccountRoutes);
};

export default profileRoutes;
