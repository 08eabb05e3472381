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
