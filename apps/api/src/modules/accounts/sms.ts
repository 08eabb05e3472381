import type { FastifyBaseLogger } from 'fastify';

/**
 * How recovery codes reach a phone. The default writes them to the log, so the
 * embedded default works; to use a real provider (Twilio, Vonage, MessageBird...)
 * implement `send` with its HTTP API and pass it as `sms` to buildApp (README).
 */
export type SmsProvider = {
  send(to: string, text: string): Promise<void>;
};

export const logSmsProvider = (log: FastifyBaseLogger): SmsProvider => ({
  async send(to, text) {
    // Only the last digits of the number: the log is not a phone book.
    log.info({ to: `…${to.slice(-3)}`, text }, 'SMS kept in the log (no SMS provider configured)');
  },
});
