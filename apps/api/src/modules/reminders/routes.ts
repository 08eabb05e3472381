import { dataEnvelope, reminderSettingsInputSchema, reminderSettingsSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { QUEUES } from '../../plugins/jobs.js';
import { routeGroup } from '../../plugins/route-group.js';
import { scanReminders } from './scan.js';
import { getReminderSettings, updateReminderSettings } from './settings.js';

const settings = dataEnvelope(reminderSettingsSchema);
/** How often the scan runs: a reminder goes out within this many minutes of the person's hour. */
const SCAN_CRON = '*/10 * * * *';

/** Reminder settings in `config`, and the scan the job queue runs. */
const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['avisos'], access: 'signed-in' });
  app.jobs.work(QUEUES.scanReminders, async () => {
    await scanReminders(app);
  });
  app.jobs.schedule(QUEUES.scanReminders, SCAN_CRON);

  app.get(
    '/reminders/settings',
    { schema: { summary: 'Cómo y cuándo me llegan los avisos', response: { 200: settings } } },
    async (request) => ({ data: await getReminderSettings(app, currentUser(request).id) }),
  );
  app.put(
    '/reminders/settings',
    {
      schema: {
        summary: 'Cambiar cómo y cuándo me llegan los avisos',
        body: reminderSettingsInputSchema,
        response: { 200: settings },
      },
    },
    async (request) => ({ data: await updateReminderSettings(app, currentUser(request).id, request.body) }),
  );
};

export default reminderRoutes;
