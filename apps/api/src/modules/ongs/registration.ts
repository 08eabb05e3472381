import { type registerOngBody, userTypes } from '@detalle/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { registerAccount } from '../accounts/index.js';

/**
 * `register-ong`: an organisation signs up like a person (type 2) and stays "pendiente de verificación" until an
 * operator runs `npm run ong:verify -- <email or id>`.
 */
export function registerOng(
  app: AppContext,
  b: z.infer<typeof registerOngBody>,
  userAgent: string | undefined,
) {
  return registerAccount(
    app,
    {
      name: b.name,
      lastname: '',
      email: b.email,
      codephone: b.codephone,
      mobile: b.mobile,
      password: b.password,
      type: userTypes.ong,
      ong: {
        legalId: b.legalId,
        country: b.country,
        website: b.website ?? null,
        description: b.description,
      },
    },
    userAgent,
  );
}
