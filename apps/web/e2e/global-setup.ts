import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /**
     * The server's output (pino JSON lines, info level), appended as it runs. Without SMTP the
     * server logs each e-mail's links ("e-mail kept in the outbox"), so specs read them here.
     */
    serverLog: string;
  }
}

/** Starts the production build exactly as `npm run serve` does, on a free port and a fresh data dir. */
export default async function setup(project: TestProject) {
  const server = await startServerProcess(['--enable-source-maps', 'apps/api/dist/server.js']);
  project.provide('baseURL', server.baseURL);
  project.provide('serverLog', server.serverLog);
  return () => server.stop();
}
