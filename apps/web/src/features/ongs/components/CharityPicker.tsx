import { type CharityOng, charityOngSchema, dataEnvelope } from '@detalle/contract';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { apiRequest, errorText } from '@/lib/api';
import { uniqueById } from '@/lib/paging';
import { eventKeys, listKeys } from '@/lib/query-keys';
import { useOngs } from '../api/ongs';

export type CharityPickerProps = {
  /** The list or event whose givers are offered the ONG. */
  target: { kind: 'list' | 'event'; id: string };
  current: CharityOng | null;
};

/**
 * "Dona a una ONG en lugar de regalarme", for the list's owner or the event's organiser: choose one verified
 * ONG (or none). Givers then see it on the shared list or the event page and can donate to it.
 */
export function CharityPicker({ target, current }: CharityPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const ongs = useOngs(search.trim());
  const options = uniqueById(ongs.data?.pages ?? []).map((o) => ({ value: o.id, label: o.name }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.name });
  const save = useMutation({
    meta: { errorInline: true },
    mutationFn: async (ongId: string | null) =>
      (
        await apiRequest(`/${target.kind}/charity/${encodeURIComponent(target.id)}`, {
          method: 'PUT',
          body: { ongId },
          schema: dataEnvelope(charityOngSchema.nullable()),
        })
      ).data,
    onSuccess: (ong) => {
      showToast({ message: ong ? t('ongs.charity.saved', { name: ong.name }) : t('ongs.charity.removed') });
      return queryClient.invalidateQueries({
        queryKey: target.kind === 'list' ? listKeys.all : eventKeys.all,
      });
    },
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group gap="xs" wrap="nowrap">
        <IconHeartHandshake size={20} aria-hidden />
        <Title order={2} size="h5" id={titleId}>
          {t('ongs.charity.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {t(target.kind === 'list' ? 'ongs.charity.explainList' : 'ongs.charity.explainEvent')}
      </Text>
      {save.isError ? <FormError message={errorText(save.error)} /> : null}
      <Select
        label={t('ongs.charity.choose')}
        placeholder={t('ongs.charity.placeholder')}
        data={options}
        value={current?.id ?? null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('ongs.empty')}
        onChange={(value) => {
          if (value && value !== current?.id) save.mutate(value);
        }}
        disabled={save.isPending}
      />
      {current ? (
        <Button
          variant="subtle"
          color="gray"
          w="fit-content"
          onClick={() => save.mutate(null)}
          loading={save.isPending}
        >
          {t('ongs.charity.remove')}
        </Button>
      ) : null}
    </Stack>
  );
}
