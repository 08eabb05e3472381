import type { SpecialDate } from '@detalle/contract';
import { Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCake, IconEdit, IconHeart, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { formatDate, formatRelativeDay } from '@/lib/dates';
import { isHiddenFromMe } from '@/lib/hidden';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDeleteSpecialDate } from '../api/delete-special-date';
import { useSpecialDate } from '../api/get-special-date';
import { useToday } from '../lib/use-today';
import { BackToCalendar } from './BackToCalendar';
import { SpecialDateModal } from './SpecialDateModal';

const kindIcon = { birthday: IconCake, anniversary: IconHeart, other: IconStar } as const;

/** `calendario/{id}`: one special date, mine (Editar, Borrar) or a friend's. */
export function SpecialDateView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { today } = useToday();
  const query = useSpecialDate(id, today);
  usePageTitle(query.data?.title ?? t('pages.calendarioItem.title'));

  return (
    <QueryView
      query={query}
      loadingLabel={t('specialDates.loading')}
      errorTitle={t('specialDates.error')}
      renderError={(error, alert) => {
        const missing = isHiddenFromMe(error);
        return (
          <Stack gap="md" maw={560}>
            <BackToCalendar />
            <Title order={1}>
              {missing ? t('specialDates.unavailable') : t('pages.calendarioItem.title')}
            </Title>
            {missing ? <Text c="dimmed">{t('specialDates.unavailableDescription')}</Text> : alert}
          </Stack>
        );
      }}
    >
      {(date) => <SpecialDateDetail date={date} />}
    </QueryView>
  );
}

/** The kind's icon, the title and two badges: the kind, and yearly or once. */
function SpecialDateHeader({ date }: { date: SpecialDate }) {
  const { t } = useTranslation();
  const Icon = kindIcon[date.kind];
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={56} radius="lg" variant="light" color="teal" aria-hidden>
        <Icon size={30} />
      </ThemeIcon>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1}>{date.title}</Title>
        <Group gap="xs">
          <Badge variant="light" color="teal">
            {t(`specialDates.kind.${date.kind}`)}
          </Badge>
          <Badge variant="light" color="gray">
            {date.yearly ? t('specialDates.yearly') : t('specialDates.once')}
          </Badge>
        </Group>
      </Stack>
    </Group>
  );
}

/** Whose it is, its day, the next time it comes round and the note. */
function SpecialDateFacts({ date, mine }: { date: SpecialDate; mine: boolean }) {
  const { t } = useTranslation();
  const near = date.next ? formatRelativeDay(date.next) : null;
  return (
    <Card withBorder radius="lg">
      <Stack gap="xs">
        <Text>
          {mine
            ? t('specialDates.mine')
            : t('specialDates.of', { name: `${date.owner.name} ${date.owner.lastname}`.trim() })}
        </Text>
        <Text>
          {date.yearly ? t('specialDates.since') : t('specialDates.onDay')}{' '}
          <strong>
            <time dateTime={date.date}>{formatDate(date.date)}</time>
          </strong>
        </Text>
        {date.next ? (
          <Text>
            {t('specialDates.next')}{' '}
            <strong>
              <time dateTime={date.next}>{formatDate(date.next)}</time>
            </strong>
            {near ? ` (${near})` : null}
          </Text>
        ) : (
          <Text c="dimmed">{t('specialDates.past')}</Text>
        )}
        {date.note ? <Text style={{ whiteSpace: 'pre-wrap' }}>{date.note}</Text> : null}
      </Stack>
    </Card>
  );
}

/** Editar and Borrar, for a date of mine that can be changed here. */
function OwnDateActions({ date, onEdit }: { date: SpecialDate; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteSpecialDate();

  const onDelete = async () => {
    const ok = await confirmAction({
      title: t('specialDates.delete.title'),
      message: t('specialDates.delete.message', { title: date.title }),
      confirmLabel: t('specialDates.delete.confirm'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(date.id, {
      onSuccess: (message) => {
        showToast({ message, tone: 'success' });
        navigate(paths.calendario.path, { replace: true });
      },
    });
  };

  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconEdit size={18} aria-hidden />} onClick={onEdit}>
        {t('specialDates.edit')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        loading={remove.isPending}
        onClick={() => void onDelete()}
      >
        {t('specialDates.delete.action')}
      </Button>
    </Group>
  );
}

function SpecialDateDetail({ date }: { date: SpecialDate }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const mine = date.owner.id === user?.id;

  return (
    <Stack gap="lg" maw={720}>
      <BackToCalendar day={date.next} />
      <SpecialDateHeader date={date} />
      <SpecialDateFacts date={date} mine={mine} />
      {date.editable && mine ? (
        <OwnDateActions date={date} onEdit={() => setEditing(true)} />
      ) : mine ? (
        <Text size="sm" c="dimmed">
          {t('specialDates.birthdayInProfile')}{' '}
          <Anchor component={Link} to={paths.profile.path}>
            {t('specialDates.toProfile')}
          </Anchor>
        </Text>
      ) : null}
      <SpecialDateModal opened={editing} onClose={() => setEditing(false)} date={date} />
    </Stack>
  );
}
