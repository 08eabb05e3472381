import {
  type Dependent,
  type DependentCard,
  dataEnvelope,
  dependentCardSchema,
  type dependentInputSchema,
  dependentSchema,
  handoverSchema,
} from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { dependentKeys, listKeys, specialDateKeys } from '@/lib/query-keys';

export type DependentBody = z.output<typeof dependentInputSchema>;

const dependentResponse = dataEnvelope(dependentSchema);
const byId = (route: string, id: string) => `/dependent/${route}/${encodeURIComponent(id)}`;

/** GET dependent/mine: the profiles I look after. */
async function getMyDependents(signal?: AbortSignal): Promise<Dependent[]> {
  const { data } = await apiRequest('/dependent/mine', {
    schema: dataEnvelope(z.array(dependentSchema)),
    signal,
  });
  return data;
}

export const myDependentsQuery = {
  queryKey: dependentKeys.mine,
  queryFn: ({ signal }: { signal?: AbortSignal }) => getMyDependents(signal),
};

export function useMyDependents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myDependentsQuery, enabled });
}

/** GET dependent/get/{id} (guardians only; 404 to anyone else). */
export function useDependent(id: string) {
  return useQuery({
    queryKey: dependentKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(byId('get', id), { schema: dependentResponse, signal }).then((r) => r.data),
  });
}

/** GET dependent/friend/{userId}: a friend's dependents, as friends are shown them. */
export function useFriendDependents(userId: string) {
  return useQuery({
    queryKey: dependentKeys.friend(userId),
    queryFn: ({ signal }): Promise<DependentCard[]> =>
      apiRequest(byId('friend', userId), { schema: dataEnvelope(z.array(dependentCardSchema)), signal }).then(
        (r) => r.data,
      ),
  });
}

/** Keeps a dependent's new answer and refreshes my family (its card shows the same). */
function useStoreDependent() {
  const queryClient = useQueryClient();
  return (dependent?: Dependent) => {
    if (dependent) queryClient.setQueryData(dependentKeys.detail(dependent.id), dependent);
    void queryClient.invalidateQueries({ queryKey: dependentKeys.mine });
  };
}

/** POST dependent/create: I am its first guardian. */
export function useCreateDependent() {
  const store = useStoreDependent();
  return useMutation({
    mutationFn: (body: DependentBody) =>
      apiRequest('/dependent/create', { method: 'POST', body, schema: dependentResponse }).then(
        (r) => r.data,
      ),
    meta: { errorInline: true },
    onSuccess: store,
  });
}

/** PUT dependent/update/{id}. */
export function useUpdateDependent() {
  const store = useStoreDependent();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<DependentBody> }) =>
      apiRequest(byId('update', id), { method: 'PUT', body, schema: dependentResponse }).then((r) => r.data),
    meta: { errorInline: true },
    onSuccess: store,
  });
}

/** DELETE dependent/delete/{id}: refused while its wallet holds money (the API says so in its words). */
export function useDeleteDependent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(byId('delete', id), { method: 'DELETE' }),
    meta: { errorInline: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: dependentKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: dependentKeys.mine });
      // Its lists and dates go with it.
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
      void queryClient.invalidateQueries({ queryKey: specialDateKeys.all });
    },
  });
}

/** POST dependent/handover/{id}: e-mails the invitation to take the profile over. */
export function useStartHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      apiRequest(byId('handover', id), {
        method: 'POST',
        body: { email },
        schema: dataEnvelope(handoverSchema),
      }).then((r) => r.data),
    meta: { errorInline: true },
    onSuccess: (_handover, { id }) => queryClient.invalidateQueries({ queryKey: dependentKeys.detail(id) }),
  });
}

/** DELETE dependent/handover/{id}: withdraws it (its link stops working). */
export function useWithdrawHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(byId('handover', id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: dependentKeys.detail(id) }),
  });
}
