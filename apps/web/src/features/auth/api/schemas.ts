import { dataEnvelope, loginBody, sessionUserSchema } from '@detalle/contract';

// The schemas of the login form and the sign-in answers, loaded when first used (`LazySchema`): the page renders on
// the server, and a visitor who only reads it loads no Zod.

export const sessionResponse = dataEnvelope(sessionUserSchema);
export { loginBody };
