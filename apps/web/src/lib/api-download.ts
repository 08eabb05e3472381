import { TOKEN_HEADER } from '@detalle/contract';
import { downloadBlob } from '@/components/share/download';
import { buildUrl, type QueryValue } from './api';
import { ApiError, apiErrorOf, clientErrorMessages } from './api-error';
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
    throw await apiErrorOf(response.status, await response.json().catch(() => null));
  }
  downloadBlob(await response.blob(), fileName);
}
