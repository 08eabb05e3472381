import { type Household, householdInputSchema } from '@detalle/contract';
import { Avatar, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDoorExit, IconHome, IconUserPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { confirmAction } from '@/components/feedback/confirm';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useFriendsToInvite } from '@/hooks/use-friends-to-invite';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { personName } from '@/lib/person-name';
import { dependentKeys } from '@/lib/query-keys';
import { useMyDependents } from '../api/dependents';
import {
  useAddHouseholdMember,
  useCreateHousehold,
  useMyHousehold,
  useRemoveHouseholdMember,
} from '../api/household';

type Member = Household['members'][number];

/**
 * «Mi casa»: who lives together (me, friends, my dependents). Its only use is the amigo invisible, where the
 * organiser may keep people of one household from giving to each other: the section says so.
 */
export function HouseholdSection() {
  const { t } = useTranslation();
  const household = useMyHousehold();
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconHome size={22} aria-hidden />
          <Title order={2} size="h3" id={titleId}>
            {t('family.house.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('family.house.intro')}
        </Text>
        <QueryView
          query={household}
          queryKey={dependentKeys.household}
          loadingLabel={t('family.house.loading')}
          errorTitle={t('family.house.error')}
        >
          {(data) => (data ? <HouseholdView household={data} /> : <CreateHousehold />)}
        </QueryView>
      </Stack>
    </Card>
  );
}

function CreateHousehold() {
  const { t } = useTranslation();
  const create = useCreateHousehold();
  const form = useZodForm({ initialValues: { name: '' }, schema: householdInputSchema });
  const submit = form.onSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: () => showToast({ message: t('family.house.created'), tone: 'success' }),
      onError: (error) => form.showApiError(error),
    }),
  );
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('family.house.none')}</Text>
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('name')}
          label={t('family.house.name')}
          placeholder={t('family.house.namePlaceholder')}
          maxLength={60}
          autoComplete="off"
        />
        <Button type="submit" w="fit-content" loading={create.isPending}>
          {t('family.house.create')}
        </Button>
      </Stack>
    </form>
  );
}

function HouseholdView({ household }: { household: Household }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text fw={600}>{t('family.house.members', { name: household.name })}</Text>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {household.members.map((member) => (
          <li key={member.id}>
            <MemberRow member={member} household={household} />
          </li>
        ))}
      </Stack>
      <AddMember household={household} />
    </Stack>
  );
}

function MemberRow({ member, household }: { member: Member; household: Household }) {
  const { t } = useTranslation();
  const remove = useRemoveHouseholdMember();
  const name = personName(member);
  const onRemove = async () => {
    if (member.isMe) {
      const ok = await confirmAction({
        title: t('family.house.leaveConfirmTitle', { name: household.name }),
        message: t('family.house.leaveConfirmMessage'),
        confirmLabel: t('family.house.leave'),
        danger: true,
      });
      if (!ok) return;
    }
    remove.mutate(
      { id: household.id, userId: member.id },
      {
        onSuccess: () =>
          showToast({
            message: member.isMe ? t('family.house.left') : t('family.house.removed', { name: member.name }),
            tone: 'success',
          }),
      },
    );
  };
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={member.image} name={name} color="initials" radius="xl" size={40} alt="" aria-hidden />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={500} truncate="end">
          {name}
        </Text>
        {member.isMe || member.dependent ? (
          <Group gap={6}>
            {member.isMe ? (
              <Badge variant="light" color="gray" size="sm">
                {t('family.house.me')}
              </Badge>
            ) : null}
            {member.dependent ? (
              <Badge variant="light" size="sm">
                {t('family.house.familyBadge')}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {member.isMe ? (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconDoorExit size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={() => void onRemove()}
        >
          {t('family.house.leave')}
        </Button>
      ) : (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={t('family.house.removeLabel', { name })}
          loading={remove.isPending}
          onClick={() => void onRemove()}
        >
          {t('family.house.remove')}
        </Button>
      )}
    </Group>
  );
}

/** A friend or one of my dependents not yet in it. */
function AddMember({ household }: { household: Household }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const friends = useFriendsToInvite({ enabled: true });
  const dependents = useMyDependents();
  const add = useAddHouseholdMember();
  const inside = new Set(household.members.map((m) => m.id));
  const family = (dependents.data ?? []).filter((d) => !inside.has(d.id));
  const others = (friends.data ?? []).filter((f) => !inside.has(f.id));
  const data = [
    ...(family.length > 0
      ? [{ group: t('family.house.fromFamily'), items: family.map((d) => ({ value: d.id, label: d.name })) }]
      : []),
    ...(others.length > 0
      ? [
          {
            group: t('family.house.fromFriends'),
            items: others.map((f) => ({ value: f.id, label: personName(f) })),
          },
        ]
      : []),
  ];
  const loading = friends.isPending || dependents.isPending;
  if (!loading && data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('family.house.nobodyToAdd')}
      </Text>
    );
  const chosenName = [...family.map((d) => ({ id: d.id, name: d.name })), ...others].find(
    (p) => p.id === chosen,
  )?.name;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={t('family.house.addLabel')}
          placeholder={t('family.house.addPlaceholder')}
          data={data}
          value={chosen}
          onChange={setChosen}
          searchable
          disabled={loading}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          disabled={!chosen}
          loading={add.isPending}
          onClick={() => {
            if (!chosen) return;
            add.mutate(
              { id: household.id, userId: chosen },
              {
                onSuccess: () => {
                  setChosen(null);
                  showToast({
                    message: t('family.house.added', { name: chosenName ?? '' }),
                    tone: 'success',
                  });
                },
              },
            );
          }}
        >
          {t('family.house.add')}
        </Button>
      </Group>
      {add.isError ? <FormError message={errorText(add.error)} /> : null}
    </Stack>
  );
}
