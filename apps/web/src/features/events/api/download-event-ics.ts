import { useMutation } from '@tanstack/react-query';
import { fileNameFrom } from '@/components/share/download';
import { downloadFromApi } from '@/lib/api-download';

/** GET event/ics/{id}: the event as an .ics file, saved under its name ("Añadir a mi calendario"). */
export const downloadEventIcs = (event: { id: string; name: string }) =>
  downloadFromApi(`/event/ics/${encodeURIComponent(event.id)}`, `${fileNameFrom(event.name, 'evento')}.ics`);

export const useDownloadEventIcs = () => useMutation({ mutationFn: downloadEventIcs });
