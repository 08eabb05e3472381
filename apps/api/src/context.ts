import type { FastifyInstance } from 'fastify';

/**
 * What a service may use of the running app: the database, the side-effect channels (notifications,
 * jobs, mail, realtime), storage, rate limits, the payment provider, configuration and the log. Every service function takes it
 * first, as `app: AppContext`; routes pass their Fastify instance, which satisfies it, and a test may pass
 * a fake with only what the function touches. Narrow on purpose: a service cannot register routes or
 * hooks, nor reach the request. A query helper that must run inside its caller's transaction takes
 * `db: Db` instead (a transaction or `app.db`), e.g. `friends/graph.ts`, `catalogue/products.ts`.
 */
export type AppContext = Pick<
  FastifyInstance,
  | 'db'
  | 'log'
  | 'config'
  | 'notify'
  | 'jobs'
  | 'mailer'
  | 'storage'
  | 'rateLimit'
  | 'realtime'
  | 'sessionStreams'
  | 'sessionLiveness'
  | 'payments'
  | 'paymentProviders'
  | 'paymentPurposes'
>;
