import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The servers a benchmark starts, each in its own Node process: started, waited for, and stopped together. A
 * server that exits with an error (a port already taken) stops the run instead of letting it measure another one.
 */
export function serverProcesses(root: string) {
  const children: ChildProcess[] = [];
  let failure: string | undefined;

  function start(args: string[], env: Record<string, string>, optional = false) {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    child.on('exit', (code) => {
      if (code && !optional) failure ??= `${args.at(-1)} (PORT ${env.PORT}) exited with code ${code}`;
    });
    return child;
  }

  async function waitFor(url: string, server?: ChildProcess) {
    for (let i = 0; i < 720; i++) {
      if (failure) throw new Error(failure);
      if (server && server.exitCode !== null) throw new Error(`${url}: its server stopped`);
      try {
        if ((await fetch(url)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${url} did not answer`);
  }

  /** Stops one server, or all of them, and waits until they are gone. */
  async function stop(server?: ChildProcess) {
    const these = server ? [server] : children.splice(0);
    await Promise.all(
      these.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
    if (server && children.includes(server)) children.splice(children.indexOf(server), 1);
  }

  /** For signal handlers and last resorts: asks every server to stop, without waiting. */
  const killAll = () => {
    for (const c of children) c.kill('SIGTERM');
  };

  return { start, waitFor, stop, killAll };
}
