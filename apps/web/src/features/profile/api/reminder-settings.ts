import {
  dataEnvelope,
  type ReminderSettings,
  type reminderSettingsInputSchema,
  reminderSettingsSchema,
} from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { reminderKeys } from '@/lib/query-keys';

const settingsResponse = dataEnvelope(reminderSettingsSchema);

/** GET reminders/settings: how and when my reminders arrive. */
export async function getReminderSettings({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<ReminderSettings> {
  return (await apiRequest('/reminders/settings', { schema: settingsResponse, signal })).data;
}

export const useReminderSettings = () =>
  useQuery({ queryKey: reminderKeys.settings, queryFn: ({ signal }) => getReminderSettings({ signal }) });

/** PUT reminders/settings: only what is sent changes. */
export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof reminderSettingsInputSchema>) =>
      (await apiRequest('/reminders/settings', { method: 'PUT', body, schema: settingsResponse })).data,
    onSuccess: (settings) => queryClient.setQueryData(reminderKeys.settings, settings),
  });
}
