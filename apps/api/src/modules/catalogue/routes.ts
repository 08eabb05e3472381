import {
  categorySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  hobbySchema,
  pageEnvelope,
  productQuery,
  productSchema,
  subcategorySchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { findProduct } from './products.js';
import { findCategories, findHobbies, findProducts } from './service.js';

/** Read-only catalogue: categories, hobbies and products anyone may browse, signed in or not. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category/getAll',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Categorías con sus subcategorías y cuántos productos tienen',
        response: { 200: dataEnvelope(z.array(categorySchema)) },
      },
    },
    async () => ({ data: await findCategories(app) }),
  );

  // The catalogue has a dozen categories: reading them all and picking is simpler than more queries, and as fast.
  app.get(
    '/category/get/:id',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Una categoría (por id o slug) con sus subcategorías',
        params: z.object({ id: z.string().max(80) }),
        response: { 200: dataEnvelope(categorySchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const category = (await findCategories(app)).find((c) => c.id === id || c.slug === id);
      if (!category) throw notFound('Esa categoría no existe. Mira todas en Categorías.');
      return { data: category };
    },
  );

  app.get(
    '/subCategory/getAll',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Subcategorías de una categoría (id o slug), o todas',
        querystring: z.object({ category: z.string().trim().max(80).optional() }),
        response: { 200: dataEnvelope(z.array(subcategorySchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { category } = request.query;
      const all = await findCategories(app);
      if (!category) return { data: all.flatMap((c) => c.subcategories) };
      const found = all.find((c) => c.id === category || c.slug === category);
      if (!found) throw notFound('Esa categoría no existe. Mira todas en Categorías.');
      return { data: found.subcategories };
    },
  );

  app.get(
    '/hobby/getAll',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Intereses que se pueden elegir en el perfil',
        response: { 200: dataEnvelope(z.array(hobbySchema)) },
      },
    },
    async () => ({ data: await findHobbies(app) }),
  );

  app.get(
    '/product/getPagination',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Productos del catálogo, por páginas (lim, pos) y con filtros',
        querystring: productQuery,
        response: { 200: pageEnvelope(productSchema) },
      },
    },
    async (request) => ({ data: await findProducts(app, request.query) }),
  );

  app.get(
    '/product/get/:id',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Un producto del catálogo',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: dataEnvelope(productSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw notFound('Ese producto no existe o ya no está en el catálogo.');
      return { data: product };
    },
  );
};

export default routes;
