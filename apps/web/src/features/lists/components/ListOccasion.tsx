import type { ListOccasion as Occasion } from '@detalle/contract';
import { Group, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { DateText } from '@/components/format/DateText';
import { useTranslation } from '@/i18n';
import { occasionIcons, occasionLabel } from '../lib/occasion';

/**
 * "🎂 Cumpleaños · 24/12/2027" under a list's name: its occasion (its picture and name) and date, whichever it
 * has; nothing without both.
 */
export function ListOccasion({
  occasion,
  category,
  date,
  nowrap = false,
}: {
  occasion: string;
  category?: { id: Occasion } | null;
  date: string | null;
  /** Keeps the icon beside the text on a narrow screen. */
  nowrap?: boolean;
}) {
  const { t } = useTranslation();
  const label = occasionLabel({ occasion, category }, t);
  if (!label && !date) return null;
  const Icon = category ? occasionIcons[category.id] : IconCalendar;
  return (
    <Group gap={6} c="dimmed" wrap={nowrap ? 'nowrap' : undefined}>
      <Icon size={16} aria-hidden />
      <Text size="sm">
        {label}
        {label && date ? ' · ' : null}
        {date ? <DateText value={date} /> : null}
      </Text>
    </Group>
  );
}
