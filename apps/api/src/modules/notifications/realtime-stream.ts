import type { RealtimeEvent } from '@detalle/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../sessions/index.js';
import { latestCursor, notificationsAfter } from './replay.js';

const HEARTBEAT_MS = 25_000;

/** The longest `Last-Event-ID` read: a notification id, or the cursor of a stream that had seen nothing. */
const CURSOR_MAX_LENGTH = 64;

/**
 * Answers with a stream that never ends on its own: `event: noti` for each new notification of the caller, a
 * heartbeat every 25 s, and the end when the session ends (here or on another API process), this process
 * drains, or the client leaves.
 *
 * Every event carries an `id:`. A fresh stream's `ready` carries the caller's newest notification as its id (so
 * does a resumed one's whose id names nothing of the caller's, such as a notification deleted since);
 * a client that comes back sends the last id it saw as `Last-Event-ID`, and is first sent the notifications
 * stored after it (`replay.ts`), then the new ones as they come, with no gap (it listens before reading the
 * backlog) and no repeat (what the backlog sent is not sent again).
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
  // The session may have ended on another API process: check before saying anything more. The checks of every
  // stream of this process go out together (`sessions/liveness.ts`); while the database is away, the stream goes on.
  const stillSignedIn = async () => {
    const live = await app.sessionLiveness.isLive(user.sessionId).catch(() => true);
    if (!live) end();
    return live && !ended;
  };
  const eventText = (event: RealtimeEvent) =>
    `id: ${event.id}\nevent: noti\ndata: ${JSON.stringify(event)}\n\n`;

  // One step after another, so events keep their order while they wait for their check. What arrives while a
  // check is on its way waits in line, and the next step sends all of it after one check: that check is asked
  // after each of them arrived, so a session ended before any of them was published still stops them all.
  // Listening starts before the backlog is read: what is published meanwhile waits in line behind it. The text
  // is made once the check has passed, so a live event's `writtenAt` is when it goes out, apart from `sentAt`:
  // together they tell the time spent reaching this process and checking from the time spent on the way out.
  let line: Promise<void> = Promise.resolve();
  let queued: { text: () => string; skip: () => boolean }[] = [];
  const send = (text: () => string, skip: () => boolean = () => false) => {
    queued.push({ text, skip });
    if (queued.length > 1) return; // a step is already in line for it
    line = line.then(async () => {
      // A stream that has ended writes nothing more, and asks nothing of the database.
      if (ended) {
        queued = [];
        return;
      }
      // What arrives from here on waits for a check of its own.
      const taken = queued.filter((item) => !item.skip());
      queued = [];
      if (taken.length > 0 && (await stillSignedIn())) res.write(taken.map((item) => item.text()).join(''));
    });
  };
  const replayed = new Set<string>();
  const unsubscribe = app.realtime.subscribe(user.id, (event) =>
    send(
      () => eventText({ ...event, writtenAt: Date.now() }),
      () => replayed.has(event.id),
    ),
  );
  const cursor = resumeCursor(request.headers['last-event-id']);
  line = (async () => {
    let greeted = false;
    try {
      // null: a fresh stream, or one whose cursor names nothing of the caller's; either is handed one.
      const backlog = cursor === null ? null : await notificationsAfter(app, user.id, cursor);
      const id = backlog === null ? `id: ${await latestCursor(app, user.id)}\n` : '';
      if (ended) return;
      res.write(`retry: 3000\n\n${id}event: ready\ndata: {}\n\n`);
      greeted = true;
      if (backlog === null || backlog.length === 0 || !(await stillSignedIn())) return;
      for (const event of backlog) replayed.add(event.id);
      res.write(backlog.map(eventText).join(''));
    } catch (err) {
      // The database is away: the stream goes live all the same, and the app refetches once it can.
      request.log.warn({ err: { message: (err as Error).message } }, 'realtime: backlog not read');
      if (!greeted && !ended) res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    }
  })();
  const heartbeat = setInterval(() => send(() => ': sigo aquí\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
  });
}

/** The `Last-Event-ID` a returning client sent, or null for a fresh stream (absent, empty, or too long to be ours). */
function resumeCursor(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value.length > CURSOR_MAX_LENGTH) return null;
  return value;
}
