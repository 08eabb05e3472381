import type { FastifyPluginAsync } from 'fastify';
import { logSmsProvider, type SmsProvider } from '../sms.js';
import { startSmsWorker } from '../sms-outbox.js';
import { confirmEmailRoutes, resendConfirmationRoutes } from './email-confirmation.js';
import recoveryRoutes from './recovery.js';
import sessionRoutes from './session.js';
import signInRoutes from './sign-in.js';
import socialSignInRoutes from './social-sign-in.js';

/** Seed §7 "Authentication", plus logout, the confirmation link and the social configuration. */
const accountRoutes: FastifyPluginAsync<{ sms?: SmsProvider }> = async (app, opts) => {
  startSmsWorker(app, opts.sms ?? logSmsProvider(app.log));
  await app.register(signInRoutes);
  await app.register(socialSignInRoutes);
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
  await app.register(confirmEmailRoutes);
  await app.register(resendConfirmationRoutes);
};

export default accountRoutes;
