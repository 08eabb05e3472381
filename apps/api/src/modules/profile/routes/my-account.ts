import { changePasswordBody, dataEnvelope, deleteAccountBody, messageSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { changePassword, deleteAccount } from '../service.js';

const message = dataEnvelope(messageSchema);

/** My password, and deleting my account with its data. */
const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['perfil'], access: 'signed-in' });

  app.put(
    '/user/password',
    {
      schema: {
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

export default myAccountRoutes;
