import { dataEnvelope, type Household, householdSchema } from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { dependentKeys } from '@/lib/query-keys';

const householdResponse = dataEnvelope(householdSchema);

/** GET household/mine: my household, or null. */
export function useMyHousehold() {
  return useQuery({
    queryKey: dependentKeys.household,
    queryFn: ({ signal }): Promise<Household | null> =>
      apiRequest('/household/mine', { schema: dataEnvelope(householdSchema.nullable()), signal }).then(
        (r) => r.data,
      ),
  });
}

function useStoreHousehold() {
  const queryClient = useQueryClient();
  return (household?: Household | null) => {
    if (household !== undefined) queryClient.setQueryData(dependentKeys.household, household);
    else void queryClient.invalidateQueries({ queryKey: dependentKeys.household });
  };
}

/** POST household/create with its name: I am in it. */
export function useCreateHousehold() {
  const store = useStoreHousehold();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest('/household/create', { method: 'POST', body: { name }, schema: householdResponse }).then(
        (r) => r.data,
      ),
    meta: { errorInline: true },
    onSuccess: store,
  });
}

/** POST household/members/{id}: a friend (told, and free to leave) or one of my dependents. */
export function useAddHouseholdMember() {
  const store = useStoreHousehold();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      apiRequest(`/household/members/${encodeURIComponent(id)}`, { method: 'POST', body: { userId } }),
    meta: { errorInline: true },
    onSuccess: () => store(),
  });
}

/** DELETE household/members/{id}/{userId}: remove someone, or leave when it is me. */
export function useRemoveHouseholdMember() {
  const store = useStoreHousehold();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      apiRequest(`/household/members/${encodeURIComponent(id)}/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => store(),
  });
}
