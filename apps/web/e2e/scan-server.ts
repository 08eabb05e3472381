import { join } from 'node:path';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/env';
import { repoRoot } from './server-process';

/**
 * Test-only entry: the same app as apps/api/src/server.ts, built from source with
 * `allowLoopbackFetch`, so the scanner can read the fixture shops the spec serves on
 * 127.0.0.1. Production cannot reach this switch: it is a `buildApp` option, and
 * this file is not part of the bundle. Run with `node --import tsx`.
 */
const config = loadConfig();
const app = await buildApp({ config, allowLoopbackFetch: true, webDir: join(repoRoot, 'apps/web/dist') });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.PORT, host: config.HOST });
