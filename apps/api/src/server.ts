import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './env.js';

/**
 * Starts the server and nothing else: the app itself is app.ts. On SIGTERM or
 * SIGINT it stops accepting connections, lets requests in flight finish, and
 * closes the database (Fastify's onClose hooks), within a grace period.
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

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Detalle está en marcha en ${config.publicUrl}`);
}

main().catch((err) => {
  console.error('No se pudo arrancar Detalle:', err);
  process.exit(1);
});
