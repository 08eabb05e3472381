import { TOKEN_HEADER } from '@detalle/contract';
import { downloadBlob } from '@/components/share/download';
import { buildUrl, type QueryValue } from './api';
import { ApiError, clientErrorMessages, errorFromStatus, lenientErrorEnvelope } from './api-error';
import { getToken } from './session';

/**
 * A file from the API (an .ics, a PDF, a CSV) saved under `fileName`: the same `Type-token` and Spanish
 * failures as `apiRequest`, for answers that are not JSON.
 */
export async function downloadFromApi(path: string, fileName: string, query?: Record<string, QueryValue>) {
  const response = await fetch(buildUrl(path, query), {
    headers: { [TOKEN_HEADER]: getToken() ?? '' },
  }).catch(() => {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: clientErrorMessages.NETWORK_ERROR });
  });
  if (!response.ok) {
    const envelope = lenientErrorEnvelope.safeParse(await response.json().catch(() => null));
    throw envelope.success
      ? new ApiError({ status: response.status, ...envelope.data.error })
      : await errorFromStatus(response.status);
  }
  downloadBlob(await response.blob(), fileName);
}
