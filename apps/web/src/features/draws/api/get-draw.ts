import { type DrawDetail, dataEnvelope, drawDetailSchema } from '@detalle/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { drawKeys } from '@/lib/query-keys';

export const drawResponse = dataEnvelope(drawDetailSchema);

/** GET draw/get/{id}: the draw and its people (never who gives to whom). */
async function getDraw(id: string, signal?: AbortSignal): Promise<DrawDetail> {
  const { data } = await apiRequest(`/draw/get/${encodeURIComponent(id)}`, { schema: drawResponse, signal });
  return data;
}

export function useDraw(id: string) {
  return useQuery({ queryKey: drawKeys.detail(id), queryFn: ({ signal }) => getDraw(id, signal) });
}

/** After a change: the answer is the new draw; lists of draws refresh. */
export function useStoreDraw() {
  const queryClient = useQueryClient();
  return (draw: DrawDetail) => {
    queryClient.setQueryData(drawKeys.detail(draw.id), draw);
    void queryClient.invalidateQueries({ queryKey: drawKeys.lists });
  };
}
