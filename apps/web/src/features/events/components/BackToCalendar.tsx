import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

/** Back to the calendar, on the month (and day) this page is about. */
export function BackToCalendar({ day }: { day?: string | null }) {
  const { t } = useTranslation();
  const to = day
    ? `${paths.calendario.path}?${new URLSearchParams({ mes: day.slice(0, 7), dia: day })}`
    : paths.calendario.path;
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('calendar.back')}
      </Group>
    </Anchor>
  );
}
