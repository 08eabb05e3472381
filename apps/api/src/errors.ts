import { type ErrorCode, errorCatalogue, type FieldError } from '@detalle/contract';

/**
 * The one way a route or service says "this request cannot be done". The error
 * handler turns it into the envelope `{ error: { code, message, fields? } }`
 * with the status of the code. The message defaults to the catalogue's Spanish
 * text; pass one when a more precise sentence helps the person.
 */
export class AppError extends Error {
  readonly status: number;
  /** Seconds after which trying again makes sense; sent as `Retry-After` (429 and 503). */
  readonly retryAfter?: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: FieldError[],
    options?: { retryAfter?: number },
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
    if (options?.retryAfter !== undefined) this.retryAfter = Math.max(1, Math.ceil(options.retryAfter));
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
