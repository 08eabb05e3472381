import type { FastifyInstance } from 'fastify';

/**
 * Who may call a group of routes: `signed-in` answers 401 without a valid `Type-token` before any handler runs;
 * `anyone` reads the token when one comes (`request.user`, or null) and never fails on it; `no-session` calls
 * (webhooks, calendar apps, links with their own secret token) never read it.
 */
export type Access = 'signed-in' | 'anyone' | 'no-session';

/** How the OpenAPI document states each access (plugins/docs.ts reads only a route's own hooks, not a group's). */
const SECURITY: Record<Access, Array<Record<string, string[]>> | undefined> = {
  'signed-in': [{ typeToken: [] }],
  anyone: [{}, { typeToken: [] }],
  'no-session': undefined,
};

/**
 * Declares once what every route of a plugin shares: its OpenAPI tags and who may call it. Call it first in a
 * route plugin registered with `app.register` (hooks stay inside that plugin); a route's own `schema` still
 * wins field by field, so one call can say more.
 */
export function routeGroup(app: FastifyInstance, { tags, access }: { tags: string[]; access: Access }) {
  if (access === 'signed-in') app.addHook('onRequest', app.authenticate);
  if (access === 'anyone') app.addHook('onRequest', app.identify);
  app.addHook('onRoute', (route) => {
    const security = SECURITY[access];
    route.schema = { tags, ...(security ? { security } : {}), ...route.schema };
  });
}
