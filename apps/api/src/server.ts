import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { describeDatabaseError, isDatabaseUnavailable } from './db/errors.js';
import { ConfigError, loadConfig } from './env.js';

/** How long a graceful close may take before the process exits anyway. */
const CLOSE_DELAY_MS = 10_000;

/**
 * Starts the server and nothing else: the app itself is app.ts. On SIGTERM or
 * SIGINT it first drains (`/api/ready` answers 503 for DRAIN_SECONDS while it
 * still serves, then its realtime streams end so their clients reconnect to
 * another process), then stops accepting connections, lets requests in flight
 * finish, and closes the database (Fastify's onClose hooks), within a grace period.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp({ config, terminal: process.stdout.isTTY === true, warmPages: true });

  // Signals close gracefully here; errors that nobody caught are sorted out below.
  const closer = closeWithGrace(
    {
      delay: config.DRAIN_SECONDS * 1000 + CLOSE_DELAY_MS,
      skip: ['uncaughtException', 'unhandledRejection'],
    },
    async ({ signal }) => {
      app.log.info({ signal }, 'closing');
      await app.drain(config.DRAIN_SECONDS * 1000);
      await app.close();
    },
  );

  let failing = false;
  const onUncaught = (err: unknown) => {
    // The database going away is an outage, not a bug: requests answer 503 and the pool reconnects by
    // itself (db/client.ts gives every connection a listener). Should such an error still surface
    // outside any request, it tells of one connection or one statement that failed, not of this
    // process's state, so the process goes on serving rather than taking every other request with it.
    if (isDatabaseUnavailable(err)) {
      app.log.error(
        { database: describeDatabaseError(err) },
        'database error outside any request; carrying on',
      );
      return;
    }
    if (failing) {
      app.log.fatal({ err }, 'second error while closing, exiting');
      process.exit(1);
    }
    failing = true;
    closer.uninstall(); // a signal now ends the process at once
    app.log.error({ err }, 'closing after an error');
    setTimeout(() => {
      app.log.error(`killed by timeout (${CLOSE_DELAY_MS}ms)`);
      process.exit(1);
    }, CLOSE_DELAY_MS);
    app
      .close()
      .catch((closeErr: unknown) => app.log.error({ err: closeErr }, 'could not close'))
      .finally(() => process.exit(1));
  };
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Detalle está en marcha en ${config.publicUrl}`);
}

main().catch((err) => {
  console.error('No se pudo arrancar Detalle:', err);
  process.exit(1);
});
