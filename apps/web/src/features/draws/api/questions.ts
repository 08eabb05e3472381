import { dataEnvelope, drawQuestionSchema, drawQuestionsSchema } from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { drawKeys } from '@/lib/query-keys';

/** GET draw/questions/{id}; POST draw/ask/{id}; POST draw/answer/{questionId}. All refresh the same list. */
export function useQuestions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: drawKeys.questions(id),
    queryFn: ({ signal }) =>
      apiRequest(`/draw/questions/${encodeURIComponent(id)}`, {
        schema: dataEnvelope(drawQuestionsSchema),
        signal,
      }).then((r) => r.data),
    enabled,
  });
}

function useQuestionMutation(id: string, path: (target: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, text }: { target: string; text: string }) =>
      apiRequest(path(target), { method: 'POST', body: { text }, schema: dataEnvelope(drawQuestionSchema) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drawKeys.questions(id) }),
    meta: { errorInline: true },
  });
}

export const useAskRecipient = (id: string) =>
  useQuestionMutation(id, (drawId) => `/draw/ask/${encodeURIComponent(drawId)}`);
export const useAnswerQuestion = (id: string) =>
  useQuestionMutation(id, (questionId) => `/draw/answer/${encodeURIComponent(questionId)}`);
