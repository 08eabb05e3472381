import { readFileSync, statSync } from 'node:fs';

/**
 * The server runs without SMTP in these tests: each e-mail stays in the outbox
 * and the server logs its links (`"msg":"e-mail kept in the outbox (no SMTP_URL)"`).
 * The log line names no recipient (no personal data in logs), so a spec marks
 * the log's size before the action that sends the mail and reads the links
 * written after that mark.
 */
const OUTBOX_MSG = 'e-mail kept in the outbox (no SMTP_URL)';

/** Where the log ends now: pass it to `waitForMailLink` after triggering an e-mail. */
export function logMark(logPath: string): number {
  return statSync(logPath).size;
}

type OutboxLine = { msg?: string; kind?: string; links?: string[] };

function linksSince(logPath: string, since: number, kind: string): string[] {
  const text = readFileSync(logPath).subarray(since).toString('utf8');
  const links: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes(OUTBOX_MSG)) continue;
    try {
      const entry = JSON.parse(line) as OutboxLine;
      if (entry.msg === OUTBOX_MSG && entry.kind === kind) links.push(...(entry.links ?? []));
    } catch {
      // A line cut in the middle of a write: read again on the next poll.
    }
  }
  return links;
}

/** The newest link of an e-mail of `kind` logged after `since` whose path matches `path`. */
export async function waitForMailLink(
  logPath: string,
  {
    since,
    kind,
    path,
  }: {
    since: number;
    kind: 'confirm_email' | 'reset_password' | 'guest_reserve' | 'guest_bought' | 'donation_receipt';
    path: RegExp;
  },
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const link = linksSince(logPath, since, kind)
      .filter((l) => path.test(new URL(l).pathname))
      .at(-1);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} e-mail with a link like ${path} in the server log`);
}

type OutboxMail = { to: string; subject: string; links: string[] };

/** The dev outbox page (`/api/dev/outbox`, on while the server runs without SMTP): the latest e-mails, newest first. */
async function readDevOutbox(baseURL: string): Promise<OutboxMail[]> {
  const html = await (await fetch(`${baseURL}/api/dev/outbox`)).text();
  const fromHtml = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<article>([\s\S]*?)<\/article>/g)].map(([, body = '']) => ({
    subject: fromHtml(/<h2>([\s\S]*?)<\/h2>/.exec(body)?.[1] ?? ''),
    to: fromHtml(/Para <strong>([^<]*)<\/strong>/.exec(body)?.[1] ?? ''),
    links: [...body.matchAll(/<a href="([^"]*)"/g)].map(([, href = '']) => fromHtml(href)),
  }));
}

/**
 * The newest link to `path` in the newest e-mail to `to` that has one, read from the dev outbox as a person
 * running Detalle locally would (waits for the e-mail to be written; no sleeps beyond polling).
 */
export async function waitForOutboxLink(
  baseURL: string,
  { to, path, without }: { to: string; path: RegExp; without?: RegExp },
): Promise<URL> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const mail of await readDevOutbox(baseURL)) {
      if (mail.to !== to) continue;
      const link = mail.links
        .map((l) => new URL(l))
        .find((u) => path.test(u.pathname) && !without?.test(u.search));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} with a link like ${path} in the dev outbox`);
}

/** What `startMailCatcher` (apps/api/test/mail-catcher.ts, a real SMTP server) has received. */
type CaughtMails = { mails: { to: string[]; text: string }[] };

/**
 * The newest link to `path` in an e-mail to `to` that arrived over SMTP (the spec's own server runs with
 * `SMTP_URL` pointing at the catcher), waiting for the outbox's job to send it.
 */
export async function waitForSmtpLink(
  catcher: CaughtMails,
  { to, path, without }: { to: string; path: RegExp; without?: RegExp },
): Promise<URL> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const mail of [...catcher.mails].reverse()) {
      if (!mail.to.includes(to)) continue;
      const link = [...mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g)]
        .map(([href]) => new URL(href.replace(/&amp;/g, '&')))
        .find((u) => path.test(u.pathname) && !without?.test(u.search));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} with a link like ${path} arrived over SMTP`);
}
