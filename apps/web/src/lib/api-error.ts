import type { ErrorCode, FieldError } from '@detalle/contract';
import { i18n } from '@/i18n';
import { loadCode } from './load-code';

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
 * The code, Spanish message and fields of a failed answer's body when it is our error envelope, else null. The
 * envelope's schema loads with the first failed answer (`error-envelope.ts`); should it not arrive, the answer
 * reads as one that is not our envelope.
 */
export async function readErrorEnvelope(
  json: unknown,
): Promise<{ code: string; message: string; fields?: FieldError[] } | null> {
  try {
    const { lenientErrorEnvelope } = await loadCode(() => import('./error-envelope'));
    const envelope = lenientErrorEnvelope.safeParse(json);
    return envelope.success ? envelope.data.error : null;
  } catch {
    return null;
  }
}

/** A failed answer as an ApiError: the API's own code and message, else the catalogue's for its status. */
export async function apiErrorOf(status: number, json: unknown): Promise<ApiError> {
  const error = await readErrorEnvelope(json);
  return error ? new ApiError({ status, ...error }) : errorFromStatus(status);
}

/**
 * When the body is not our error envelope (a proxy page, an empty 502), the catalogue entry that matches the
 * status, so the person still reads Spanish. The catalogue (every code's message) loads only then
 * (`status-errors.ts`): every page's first code would otherwise carry it for an answer it seldom meets. Should
 * it not arrive either, the person reads that the server answered something unexpected.
 */
export async function errorFromStatus(status: number): Promise<ApiError> {
  try {
    const { statusErrorCode, statusErrorMessage } = await loadCode(() => import('./status-errors'));
    const code = statusErrorCode(status);
    return new ApiError({ code, status, message: statusErrorMessage(code) });
  } catch {
    return new ApiError({ code: 'INVALID_RESPONSE', status, message: clientErrorMessages.INVALID_RESPONSE });
  }
}
