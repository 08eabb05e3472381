import {
  dataEnvelope,
  type ImportSource,
  importCreatedSchema,
  importSchema,
  type ListImport,
} from '@detalle/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api';
import { listKeys } from '@/lib/query-keys';

/** Progress is asked again this often while the import runs. */
export const IMPORT_POLL_MS = 1000;

/**
 * What a person pastes or a file holds, as the API takes it: a tab or any other control character is a space
 * (a page or a spreadsheet has them; no link needs one), and Windows' line ends are plain ones.
 */
export const importText = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point.
  text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/g, ' ');

/** POST list/import/{listId}: starts reading the links; answers the import's id at once. */
export async function startImport(input: { listId: string; source: ImportSource; text: string }) {
  const { data } = await apiRequest(`/list/import/${encodeURIComponent(input.listId)}`, {
    method: 'POST',
    body: { source: input.source, text: importText(input.text) },
    schema: dataEnvelope(importCreatedSchema),
  });
  return data;
}

export function useStartImport() {
  return useMutation({ meta: { errorInline: true }, mutationFn: startImport });
}

/** GET list/import/{id}: how far it is, and each link's outcome (the import's owner only). */
export async function getImport(id: string, signal?: AbortSignal): Promise<ListImport> {
  const { data } = await apiRequest(`/list/import/${encodeURIComponent(id)}`, {
    schema: dataEnvelope(importSchema),
    signal,
  });
  return data;
}

/** Asked every second until it has finished; then the list's gifts are read again. */
export function importQueryOptions(id: string) {
  return queryOptions({
    queryKey: listKeys.import(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) => (query.state.data?.finished ? false : IMPORT_POLL_MS),
  });
}

export function useImport(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...importQueryOptions(id ?? ''), enabled: id !== null });
  const finishedList = query.data?.finished ? query.data.listId : null;
  useEffect(() => {
    if (finishedList) void queryClient.invalidateQueries({ queryKey: listKeys.detail(finishedList) });
  }, [finishedList, queryClient]);
  return query;
}
