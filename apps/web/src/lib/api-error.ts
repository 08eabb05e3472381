import { type ErrorCode, errorCatalogue, type FieldError, fieldErrorSchema } from '@detalle/contract';
import { z } from 'zod';
import { i18n } from '@/i18n';

/** Codes the web app produces itself, when there is no answer from the server to read. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';
/**
 * A code from the contract's catalogue, one of ours, or (when the API is newer
 * than this build) a code we do not know yet: its Spanish message is still shown.
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

export const clientErrorMessages: Record<ClientErrorCode, string> = {
  NETWORK_ERROR: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  INVALID_RESPONSE: 'El servidor ha respondido algo que no esperábamos. Inténtalo de nuevo en unos minutos.',
};

/**
 * A failed call, ready to show: `message` is Spanish and meant for the person
 * as it is. `status` is 0 when no HTTP answer arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fields: FieldError[];

  constructor(input: { code: ApiErrorCode; status: number; message: string; fields?: FieldError[] }) {
    super(input.message);
    this.code = input.code;
    this.status = input.status;
    this.fields = input.fields ?? [];
  }

  /** The Spanish reason for one field (`path` as the API sends it), if the server gave one. */
  fieldMessage(path: string): string | undefined {
    return this.fields.find((field) => field.path === path)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What to tell the person about any failure: the API's Spanish message (or ours
 * for no connection), and a generic Spanish sentence for anything else.
 */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : i18n.t('errors.unexpected');
}

/**
 * The error envelope, read leniently: the contract's `errorEnvelopeSchema` only
 * accepts known codes, and an unknown one must not hide the server's message.
 */
export const lenientErrorEnvelope = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.array(fieldErrorSchema).optional() }),
});

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  // 502 and 504 come from a proxy that could not reach the API: to the person, it is unavailable.
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'SERVICE_UNAVAILABLE',
};

/**
 * When the body is not our error envelope (a proxy page, an empty 502), pick the
 * catalogue entry that matches the status so the person still reads Spanish.
 */
export function errorFromStatus(status: number): ApiError {
  const code = codeByStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
  return new ApiError({ code, status, message: errorCatalogue[code].message });
}
