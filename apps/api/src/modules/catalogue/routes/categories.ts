import {
  categoryQuery,
  categorySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  hobbySchema,
  singleLineText,
  subcategorySchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { catalogueRegion, findCategories, findHobbies, findSubcategories, getCategory } from '../service.js';

/** Categories with the counts of the viewer's region (signed in or not). */
export const regionalCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['catálogo'], access: 'anyone' });

  app.get(
    '/category/getAll',
    {
      schema: {
        summary: 'Categorías con sus subcategorías y cuántos productos tienen en el catálogo de tu país',
        querystring: categoryQuery,
        response: { 200: dataEnvelope(z.array(categorySchema)) },
      },
    },
    async (request) => ({
      data: await findCategories(app, await catalogueRegion(app, request.user, request.query.country)),
    }),
  );

  app.get(
    '/category/get/:id',
    {
      schema: {
        summary: 'Una categoría (por id o slug) con sus subcategorías',
        params: z.object({ id: z.string().max(80) }),
        querystring: categoryQuery,
        response: { 200: dataEnvelope(categorySchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await getCategory(
        app,
        await catalogueRegion(app, request.user, request.query.country),
        request.params.id,
      ),
    }),
  );
};

/** Subcategories and hobbies: names only, the same for everyone. */
export const categoryNameRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['catálogo'], access: 'no-session' });

  app.get(
    '/subCategory/getAll',
    {
      schema: {
        summary: 'Subcategorías de una categoría (id o slug), o todas',
        querystring: z.object({ category: singleLineText().max(80).optional() }),
        response: { 200: dataEnvelope(z.array(subcategorySchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await findSubcategories(app, request.query.category) }),
  );

  app.get(
    '/hobby/getAll',
    {
      schema: {
        summary: 'Intereses que se pueden elegir en el perfil',
        response: { 200: dataEnvelope(z.array(hobbySchema)) },
      },
    },
    async () => ({ data: await findHobbies(app) }),
  );
};
