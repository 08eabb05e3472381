import type { FastifyPluginAsync } from 'fastify';
import { categoryNameRoutes, regionalCategoryRoutes } from './categories.js';
import { productPageRoutes, productRoutes } from './products.js';

/**
 * Read-only catalogue: categories, hobbies and products anyone may browse, signed in or not. Products and their
 * counts are those of the viewer's region (`catalogueRegion`: their country's currency and words).
 */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(regionalCategoryRoutes);
  await app.register(categoryNameRoutes);
  await app.register(productPageRoutes);
  await app.register(productRoutes);
};

export default catalogueRoutes;
