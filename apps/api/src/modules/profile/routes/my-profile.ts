import { dataEnvelope, personUpdateBody, profileSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { limitUploads, readUploadedFile } from '../../files/index.js';
import { getProfile, setPhoto, updateProfile } from '../service.js';

const profile = dataEnvelope(profileSchema);

/** My profile: reading it, changing it, and its photo. */
const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['perfil'], access: 'signed-in' });

  app.get(
    '/person/get',
    { schema: { summary: 'Mi perfil', response: { 200: profile } } },
    async (request) => ({
      data: await getProfile(app, currentUser(request).id),
    }),
  );

  app.put(
    '/person/update',
    {
      schema: {
        summary: 'Cambiar nombre, apellidos, móvil, cumpleaños, intereses, avisos o quitar la foto',
        body: personUpdateBody,
        response: { 200: profile },
      },
    },
    async (request) => ({ data: await updateProfile(app, currentUser(request).id, request.body) }),
  );

  app.post(
    '/person/photo',
    {
      schema: {
        summary: 'Subir la foto de perfil (multipart, campo `photo`; JPG, PNG, WebP, HEIC; 8 MB como mucho)',
        consumes: ['multipart/form-data'],
        response: { 200: profile },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await limitUploads(request, user.id);
      const bytes = await readUploadedFile(request, 'photo');
      return { data: await setPhoto(app, user.id, bytes) };
    },
  );
};

export default myProfileRoutes;
