import { dataEnvelope, IMAGE_MAX_BYTES, uploadedFileSchema } from '@detalle/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { routeGroup } from '../../plugins/route-group.js';
import { COVER, reencodeImage } from './images.js';
import { recordUpload } from './ownership.js';
import { limitUploads, readUploadedFile } from './upload.js';

/** `POST file/image`: a picture for an event or a list, re-encoded by us; answers the URL to save with it. */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['archivos'], access: 'signed-in' });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  app.post(
    '/file/image',
    {
      schema: {
        summary: 'Subir una imagen para un evento o una lista (multipart, campo `image`)',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(uploadedFileSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await limitUploads(request, user.id);
      const bytes = await readUploadedFile(request, 'image');
      const url = await app.storage.put('images', 'webp', await reencodeImage(bytes, COVER));
      // Only whoever uploaded it may attach it (files/ownership.ts).
      await recordUpload(app.db, user.id, url);
      return { data: { url } };
    },
  );
};

export default fileRoutes;
