import { TOKEN_HEADER } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob, fileNameFrom } from '@/components/share/download';
import { buildUrl } from '@/lib/api';
import { ApiError, clientErrorMessages, errorFromStatus, lenientErrorEnvelope } from '@/lib/api-error';
import { getToken } from '@/lib/session';

/** GET event/ics/{id}: the event as an .ics file, saved under its name ("Añadir a mi calendario"). */
export async function downloadEventIcs(event: { id: string; name: string }) {
  const response = await fetch(buildUrl(`/event/ics/${encodeURIComponent(event.id)}`), {
    headers: { [TOKEN_HEADER]: getToken() ?? '' },
  }).catch(() => {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: clientErrorMessages.NETWORK_ERROR });
  });
  if (!response.ok) {
    const envelope = lenientErrorEnvelope.safeParse(await response.json().catch(() => null));
    throw envelope.success
      ? new ApiError({ status: response.status, ...envelope.data.error })
      : errorFromStatus(response.status);
  }
  downloadBlob(await response.blob(), `${fileNameFrom(event.name, 'evento')}.ics`);
}

export const useDownloadEventIcs = () => useMutation({ mutationFn: downloadEventIcs });
