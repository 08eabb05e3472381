import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { type AuthUser, isSessionLive } from '../sessions/index.js';

const HEARTBEAT_MS = 25_000;

/**
 * Answers with a stream that never ends on its own: `event: noti` for each new notification of the caller, a
 * heartbeat every 25 s, and the end when the session ends (here or on another API process) or the client leaves.
 */
export function openNotificationStream(
  app: AppContext,
  user: AuthUser,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let ended = false;
  const res = reply.raw;
  const end = () => {
    if (ended) return;
    ended = true;
    res.end();
  };
  const forget = app.sessionStreams.add({
    userId: user.id,
    sessionId: user.sessionId,
    ip: request.address,
    end,
  });
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
  // The session may have ended on another API process: check before saying anything more.
  const stillSignedIn = async () => {
    const live = await isSessionLive(app, user.sessionId).catch(() => true);
    if (!live) end();
    return live && !ended;
  };
  // One after another, so events keep their order while each waits for its check.
  let line = Promise.resolve();
  const send = (text: string) => {
    line = line.then(async () => {
      if (await stillSignedIn()) res.write(text);
    });
  };
  const unsubscribe = app.realtime.subscribe(user.id, (event) =>
    send(`event: noti\ndata: ${JSON.stringify(event)}\n\n`),
  );
  const heartbeat = setInterval(() => send(': sigo aquí\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
  });
}
