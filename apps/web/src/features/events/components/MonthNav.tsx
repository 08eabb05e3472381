import { ActionIcon, Button, Group, Loader, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import type { YearMonth } from '../lib/calendar';
import { useCalendarNames } from '../lib/use-calendar-names';

type MonthNavProps = {
  month: YearMonth;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
};

/** "‹ Febrero 2028 ›" and "Hoy"; the month's name is announced when it changes. */
export function MonthNav({ month, loading, onPrevious, onNext, onToday }: MonthNavProps) {
  const { t } = useTranslation();
  const names = useCalendarNames();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="xl"
          onClick={onPrevious}
          aria-label={t('calendar.previous')}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Title order={2} size="h3" aria-live="polite" miw={150} ta="center">
          {names.monthTitle(month.year, month.month)}
        </Title>
        <ActionIcon variant="subtle" size="lg" radius="xl" onClick={onNext} aria-label={t('calendar.next')}>
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
        {loading ? <Loader size="xs" type="dots" aria-label={t('calendar.loading')} /> : null}
      </Group>
      <Button variant="default" size="xs" onClick={onToday}>
        {t('calendar.today')}
      </Button>
    </Group>
  );
}
