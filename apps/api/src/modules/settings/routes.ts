import { dataEnvelope, defaultImageSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultImages, writeDefaultImages } from './default-images.js';

const routes: FastifyPluginAsyncZod<{ filesDir: string }> = async (app, opts) => {
  writeDefaultImages(opts.filesDir);
  const response = { 200: dataEnvelope(z.array(defaultImageSchema)) };

  app.get(
    '/configuracion/eventDefaultImage',
    { schema: { tags: ['configuración'], summary: 'Imágenes predeterminadas para eventos', response } },
    async () => ({ data: defaultImages('events') }),
  );
  app.get(
    '/configuracion/listDefaultImage',
    { schema: { tags: ['configuración'], summary: 'Imágenes predeterminadas para listas', response } },
    async () => ({ data: defaultImages('lists') }),
  );
};

export default routes;
