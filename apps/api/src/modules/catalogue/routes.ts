import {
  categoryQuery,
  categorySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  hobbySchema,
  pageEnvelope,
  productQuery,
  productSchema,
  singleLineText,
  subcategorySchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { findProduct } from './products.js';
import { catalogueRegion, DEFAULT_REGION, findCategories, findHobbies, findProducts } from './service.js';

/**
 * Read-only catalogue: categories, hobbies and products anyone may browse, signed in or not. Products and their
 * counts are those of the viewer's region (`catalogueRegion`: their country's currency and words).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category/getAll',
    {
      onRequest: app.identify,
      schema: {
        tags: ['catálogo'],
        summary: 'Categorías con sus subcategorías y cuántos productos tienen en el catálogo de tu país',
        querystring: categoryQuery,
        response: { 200: dataEnvelope(z.array(categorySchema)) },
      },
    },
    async (request) => ({
      data: await findCategories(app, await catalogueRegion(app, request.user, request.query.country)),
    }),
  );

  // The catalogue has a dozen categories: reading them all and picking is simpler than more queries, and as fast.
  app.get(
    '/category/get/:id',
    {
      onRequest: app.identify,
      schema: {
        tags: ['catálogo'],
        summary: 'Una categoría (por id o slug) con sus subcategorías',
        params: z.object({ id: z.string().max(80) }),
        querystring: categoryQuery,
        response: { 200: dataEnvelope(categorySchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const region = await catalogueRegion(app, request.user, request.query.country);
      const category = (await findCategories(app, region)).find((c) => c.id === id || c.slug === id);
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
        querystring: z.object({ category: singleLineText().max(80).optional() }),
        response: { 200: dataEnvelope(z.array(subcategorySchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { category } = request.query;
      // Only names: the region's counts do not matter here.
      const all = await findCategories(app, DEFAULT_REGION);
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
      onRequest: app.identify,
      schema: {
        tags: ['catálogo'],
        summary: 'Productos del catálogo de tu país, por páginas (lim, pos) y con filtros',
        querystring: productQuery,
        response: { 200: pageEnvelope(productSchema) },
      },
    },
    async (request) => {
      const { country, ...query } = request.query;
      return { data: await findProducts(app, await catalogueRegion(app, request.user, country), query) };
    },
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
