import { namesTogether } from '@detalle/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconGiftCard, IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import type { ListDetail } from '../api/get-list';
import { useOpenList } from '../api/open-list';

/**
 * The owner's side of the reveal: until the list's date they see what was given, never who; "Ya lo he abierto
 * todo" (asked first) shows the givers now — to everyone who runs the list, as the question says. Once revealed,
 * the way to thank them.
 */
export function RevealCard({ list }: { list: ListDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const open = useOpenList();
  const others = list.owners.filter((o) => o.id !== user?.id);
  const reveal = list.reveal;
  if (!reveal) return null;

  if (reveal.revealed)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('lists.reveal.revealed')}</Text>
        <Button
          component={Link}
          to={paths.agradecimiento.path}
          variant="light"
          leftSection={<IconHeartHandshake size={18} aria-hidden />}
        >
          {t('lists.reveal.thank')}
        </Button>
      </Stack>
    );

  const onOpen = async () => {
    const ok = await confirmAction({
      title: t('lists.reveal.confirmTitle'),
      message:
        others.length > 0
          ? `${t('lists.reveal.confirmMessage')} ${t('lists.reveal.alsoFor', { count: others.length, names: namesTogether(others.map((o) => o.name)) })}`
          : t('lists.reveal.confirmMessage'),
      confirmLabel: t('lists.reveal.confirm'),
    });
    if (ok) open.mutate(list.id);
  };
  return (
    <Stack gap="xs">
      <Text size="sm">
        {reveal.revealsOn
          ? t('lists.reveal.secretUntil', { date: formatDate(reveal.revealsOn) })
          : t('lists.reveal.secret')}
      </Text>
      <Button
        variant="default"
        leftSection={<IconGiftCard size={18} aria-hidden />}
        loading={open.isPending}
        onClick={() => void onOpen()}
      >
        {t('lists.reveal.open')}
      </Button>
    </Stack>
  );
}
