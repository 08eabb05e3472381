import { type Dependent, formatMoney, handoverInputSchema, type SpecialDate } from '@detalle/contract';
import { ActionIcon, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconEdit, IconMail, IconPigMoney, IconPlus, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { EmailField } from '@/components/form/EmailField';
import { FormError } from '@/components/form/FormError';
import { SpecialDateModal, useDeleteSpecialDate } from '@/features/events';
import { ListTile, myListsQuery } from '@/features/lists';
import { HuchaMovements, HuchaToWallet } from '@/features/wallet';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { hrefTo, newListForDependentHref, paths } from '@/lib/paths';
import { dependentKeys } from '@/lib/query-keys';
import { useDependentDates } from '../api/dates';
import { useDeleteDependent, useStartHandover, useWithdrawHandover } from '../api/dependents';

/** One card of the profile's page, titled. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * «Sus listas»: the lists its guardians run for it (my lists whose `forDependent` is this one; more pages of my
 * lists load on demand), and «Crear una lista para Leo».
 */
export function DependentLists({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation();
  const lists = useInfiniteQuery(myListsQuery());
  const create = (
    <Button
      component={Link}
      to={newListForDependentHref(dependent.id)}
      leftSection={<IconPlus size={18} aria-hidden />}
      w="fit-content"
    >
      {t('family.profile.lists.create', { name: dependent.name })}
    </Button>
  );
  return (
    <Section title={t('family.profile.lists.title')}>
      <QueryView
        query={lists}
        loadingLabel={t('family.profile.lists.loading')}
        errorTitle={t('family.profile.lists.error')}
      >
        {(data) => {
          const its = data.pages.flatMap((p) => p.list).filter((l) => l.forDependent?.id === dependent.id);
          return (
            <Stack gap="sm">
              {its.length > 0 ? (
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  {its.map((list) => (
                    <ListTile
                      key={list.id}
                      list={list}
                      detail={t('home.lists.gifts', { count: list.giftCount })}
                    />
                  ))}
                </SimpleGrid>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('family.profile.lists.empty', { name: dependent.name })}
                </Text>
              )}
              {lists.hasNextPage ? (
                <Button
                  variant="subtle"
                  w="fit-content"
                  loading={lists.isFetchingNextPage}
                  onClick={() => void lists.fetchNextPage()}
                >
                  {t('family.profile.lists.more')}
                </Button>
              ) : null}
              {create}
            </Stack>
          );
        }}
      </QueryView>
    </Section>
  );
}

/**
 * One of its dates, with «Editar» and «Borrar» for its guardians (icons named for the date: the row is narrow on a
 * phone). Its birthday comes from its profile and changes there («Editar» at the top of the page).
 */
function DependentDate({
  date,
  onEdit,
  dependentId,
}: {
  date: SpecialDate;
  onEdit: () => void;
  dependentId: string;
}) {
  const { t } = useTranslation();
  const remove = useDeleteSpecialDate(dependentId);
  const onDelete = async () => {
    const ok = await confirmAction({
      title: t('specialDates.delete.title'),
      message: t('family.profile.dates.deleteMessage', { title: date.title }),
      confirmLabel: t('specialDates.delete.confirm'),
      danger: true,
    });
    if (ok) remove.mutate(date.id, { onSuccess: (message) => showToast({ message, tone: 'success' }) });
  };
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text fw={500}>{date.title}</Text>
        {date.next ? (
          <Text size="sm" c="dimmed">
            {t('family.profile.dates.next', { date: formatDate(date.next) })}
          </Text>
        ) : null}
      </div>
      {date.editable ? (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('family.profile.dates.editOne', { title: date.title })}
            onClick={onEdit}
          >
            <IconEdit size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('family.profile.dates.deleteOne', { title: date.title })}
            loading={remove.isPending}
            onClick={() => void onDelete()}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Group>
  );
}

/** «Sus fechas especiales»: its dates (`?for=`), adding, changing and deleting them with the calendar's own form. */
export function DependentDates({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation();
  const dates = useDependentDates(dependent.id);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SpecialDate | null>(null);
  return (
    <Section title={t('family.profile.dates.title')}>
      <QueryView
        query={dates}
        queryKey={dependentKeys.dates(dependent.id)}
        loadingLabel={t('family.profile.dates.loading')}
        errorTitle={t('family.profile.dates.error')}
        isEmpty={(data) => data.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('family.profile.dates.empty')}
          </Text>
        }
      >
        {(data) => (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.map((date) => (
              <DependentDate
                key={date.id}
                date={date}
                dependentId={dependent.id}
                onEdit={() => setEditing(date)}
              />
            ))}
          </Stack>
        )}
      </QueryView>
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        onClick={() => setAdding(true)}
      >
        {t('family.profile.dates.add')}
      </Button>
      <SpecialDateModal opened={adding} onClose={() => setAdding(false)} forDependent={dependent.id} />
      <SpecialDateModal
        opened={editing !== null}
        date={editing ?? undefined}
        onClose={() => setEditing(null)}
        forDependent={dependent.id}
      />
    </Section>
  );
}

/**
 * «Su hucha»: what was given to it, kept until it has its own account, and «Pasar a mi billetera» for each
 * currency it holds (a child cannot withdraw: its guardians do, from their own wallets).
 */
export function DependentHucha({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation();
  const held = dependent.balances.filter((b) => b.availableMinor > 0);
  const money = held.map((b) => formatMoney({ amount: b.availableMinor, currency: b.currency })).join(' y ');
  return (
    <Section title={t('family.profile.hucha.title')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconPigMoney size={28} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          {held.length > 0
            ? t('family.profile.hucha.text', { name: dependent.name, money })
            : t('family.profile.hucha.empty', { name: dependent.name })}
        </Text>
      </Group>
      {held.map((b) => (
        <HuchaToWallet
          key={b.currency}
          dependent={dependent}
          available={{ currency: b.currency, amount: b.availableMinor }}
          several={held.length > 1}
        />
      ))}
      <HuchaMovements dependentId={dependent.id} />
    </Section>
  );
}

/** «Entregarle su perfil»: an e-mailed invitation to take it over, or the open one with «Retirar». */
export function DependentHandover({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawHandover();
  const { handover } = dependent;
  return (
    <Section title={t('family.profile.handover.title')}>
      <Text size="sm">{t('family.profile.handover.text')}</Text>
      {handover ? (
        <Group gap="sm" wrap="nowrap">
          <IconMail size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('family.profile.handover.open', {
              email: handover.email,
              date: formatDate(handover.expiresAt),
            })}
          </Text>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            aria-label={t('family.profile.handover.withdrawLabel', { email: handover.email })}
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(dependent.id, {
                onSuccess: () =>
                  showToast({ message: t('family.profile.handover.withdrawn'), tone: 'success' }),
              })
            }
          >
            {t('family.profile.handover.withdraw')}
          </Button>
        </Group>
      ) : (
        <HandoverForm dependent={dependent} />
      )}
    </Section>
  );
}

function HandoverForm({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation();
  const start = useStartHandover();
  const form = useZodForm({ initialValues: { email: '' }, schema: handoverInputSchema });
  const submit = form.onSubmit(({ email }) =>
    start.mutate(
      { id: dependent.id, email },
      {
        onSuccess: () => {
          form.reset();
          showToast({ message: t('family.profile.handover.sent', { email }), tone: 'success' });
        },
        onError: (error) => form.showApiError(error),
      },
    ),
  );
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <EmailField
          {...form.inputProps('email')}
          label={t('family.profile.handover.email')}
          autoComplete="off"
        />
        <Button type="submit" variant="default" w="fit-content" loading={start.isPending}>
          {t('family.profile.handover.send')}
        </Button>
      </Stack>
    </form>
  );
}

/** «Borrar perfil», confirmed; a refusal (money in its hucha) is shown as the API words it. */
export function DeleteDependent({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteDependent();
  const onDelete = async () => {
    const ok = await confirmAction({
      title: t('family.profile.delete.confirmTitle', { name: dependent.name }),
      message: t('family.profile.delete.confirmMessage'),
      confirmLabel: t('family.profile.delete.button'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(dependent.id, {
      onSuccess: () => {
        showToast({ message: t('family.profile.delete.deleted'), tone: 'success' });
        navigate(paths.familia.path, { replace: true });
      },
    });
  };
  return (
    <Stack gap="xs">
      {remove.isError ? <FormError message={errorText(remove.error)} /> : null}
      <Button
        variant="subtle"
        color="red"
        w="fit-content"
        leftSection={<IconTrash size={18} aria-hidden />}
        loading={remove.isPending}
        onClick={() => void onDelete()}
      >
        {t('family.profile.delete.button')}
      </Button>
    </Stack>
  );
}

/** Back to «Mi familia». */
export function BackToFamily() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={hrefTo('familia')} size="sm">
      ← {t('family.profile.back')}
    </Anchor>
  );
}
