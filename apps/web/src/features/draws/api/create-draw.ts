import type { DrawInput } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { drawResponse, useStoreDraw } from './get-draw';

/** POST draw/save */
export async function createDraw(body: DrawInput) {
  const { data } = await apiRequest('/draw/save', { method: 'POST', body, schema: drawResponse });
  return data;
}

export function useCreateDraw() {
  const store = useStoreDraw();
  return useMutation({ mutationFn: createDraw, onSuccess: store, meta: { errorInline: true } });
}
