import { dataEnvelope, messageSchema, type SaveReportBody } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const answer = dataEnvelope(messageSchema);

/** POST report/save: stores the report and answers with a Spanish thank-you to show as it is. */
export async function saveReport(body: SaveReportBody): Promise<string> {
  const { data } = await apiRequest('/report/save', { method: 'POST', body, schema: answer });
  return data.message;
}

export function useSaveReport() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: saveReport,
  });
}
