import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; raw: string; subject: string; text: string };

/** A real SMTP server on loopback that keeps what it receives, for SMTP_URL in tests. */
export async function startMailCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c));
      stream.on('end', () => {
        // Undo quoted-printable soft breaks and escapes, enough to read links and codes.
        const decoded = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
        const subject = decodeSubject(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, text: decoded });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /**
     * The newest message sent to `to` (whose subject matches `subject`, when given), waiting for
     * it to arrive: e-mails leave through the outbox's job queue, a moment after the answer.
     */
    async lastTo(to: string, subject?: RegExp, timeoutMs = 5000) {
      for (let i = 0; i < timeoutMs / 50; i++) {
        const found = mails.filter((m) => m.to.includes(to) && (!subject || subject.test(m.subject))).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no e-mail for ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeSubject(s: string) {
  return s
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?utf-8\?B\?([^?]+)\?=/gi, (_, b) => Buffer.from(b, 'base64').toString('utf8'))
    .replace(/=\?utf-8\?Q\?([^?]+)\?=/gi, (_, q: string) =>
      decodeURIComponent(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}
