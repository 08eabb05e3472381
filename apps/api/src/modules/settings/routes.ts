import { dataEnvelope, defaultImageSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../plugins/route-group.js';
import { defaultImages, writeDefaultImages } from './default-images.js';

/** The app's settings anyone may read: the default images of events and lists (paths `configuracion/...`). */
const settingsRoutes: FastifyPluginAsyncZod<{ filesDir: string }> = async (app, opts) => {
  routeGroup(app, { tags: ['configuración'], access: 'no-session' });
  writeDefaultImages(opts.filesDir);
  const response = { 200: dataEnvelope(z.array(defaultImageSchema)) };

  app.get(
    '/configuracion/eventDefaultImage',
    { schema: { summary: 'Imágenes predeterminadas para eventos', response } },
    async () => ({ data: defaultImages('events') }),
  );
  app.get(
    '/configuracion/listDefaultImage',
    { schema: { summary: 'Imágenes predeterminadas para listas', response } },
    async () => ({ data: defaultImages('lists') }),
  );
};

export default settingsRoutes;
