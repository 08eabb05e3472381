import { copyImportedSchema, dataEnvelope, type ListsCopy } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { downloadFromApi } from '@/lib/api-download';
import { listKeys } from '@/lib/query-keys';

/** GET list/export?format=csv|json: my lists and their gifts, saved as a file. */
export const downloadListsCopy = (format: 'csv' | 'json') =>
  downloadFromApi('/list/export', `mis-listas-detalle.${format}`, { format });

export const useDownloadListsCopy = () => useMutation({ mutationFn: downloadListsCopy });

/** POST list/importCopy: the lists of a JSON copy, created again in my account. */
export async function importListsCopy(copy: ListsCopy) {
  const { data } = await apiRequest('/list/importCopy', {
    method: 'POST',
    body: copy,
    schema: dataEnvelope(copyImportedSchema),
  });
  return data;
}

export function useImportListsCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: importListsCopy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
