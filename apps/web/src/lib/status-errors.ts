import { type ErrorCode, errorCatalogue } from '@detalle/contract';

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

/** The catalogue's code for an answer that is not our error envelope (a proxy page, an empty 502). */
export const statusErrorCode = (status: number): ErrorCode =>
  codeByStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');

export const statusErrorMessage = (code: ErrorCode): string => errorCatalogue[code].message;
