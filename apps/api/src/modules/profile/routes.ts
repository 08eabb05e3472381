import {
  changePasswordBody,
  dataEnvelope,
  deleteAccountBody,
  IMAGE_MAX_BYTES,
  messageSchema,
  personUpdateBody,
  profileSchema,
} from '@detalle/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { limitUploads, readUploadedFile } from '../files/upload.js';
import { changePassword, deleteAccount, getProfile, setPhoto, updateProfile } from './service.js';

const tags = ['perfil'];
const security = [{ typeToken: [] }];
const profile = dataEnvelope(profileSchema);
const message = dataEnvelope(messageSchema);

/** The signed-in person's own profile and settings (`profile`, `intereses`, `config`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/person/get',
    { schema: { tags, security, summary: 'Mi perfil', response: { 200: profile } } },
    async (request) => ({
      data: await getProfile(app, currentUser(request).id),
    }),
  );

  app.put(
    '/person/update',
    {
      schema: {
        tags,
        security,
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
        tags,
        security,
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

  app.put(
    '/user/password',
    {
      schema: {
        tags,
        security,
        summary: 'Cambiar la contraseña',
        body: changePasswordBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await changePassword(app, currentUser(request), request.body, request.address);
      return {
        data: { message: 'Contraseña cambiada. Hemos cerrado tu sesión en los demás dispositivos.' },
      };
    },
  );

  app.delete(
    '/user/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Eliminar mi cuenta y mis datos',
        body: deleteAccountBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteAccount(app, currentUser(request).id, request.body.password, request.address);
      return {
        data: { message: 'Tu cuenta y tus datos se han eliminado. ¡Gracias por haber estado en Detalle!' },
      };
    },
  );
};

export default routes;
