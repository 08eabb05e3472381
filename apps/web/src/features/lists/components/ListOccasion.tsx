import { Group, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { DateText } from '@/components/format/DateText';

/** "Cumpleaños · 24/12/2027" under a list's name: its occasion and date, whichever it has; nothing without both. */
export function ListOccasion({
  occasion,
  date,
  nowrap = false,
}: {
  occasion: string;
  date: string | null;
  /** Keeps the icon beside the text on a narrow screen. */
  nowrap?: boolean;
}) {
  if (!occasion && !date) return null;
  return (
    <Group gap={6} c="dimmed" wrap={nowrap ? 'nowrap' : undefined}>
      <IconCalendar size={16} aria-hidden />
      <Text size="sm">
        {occasion}
        {occasion && date ? ' · ' : null}
        {date ? <DateText value={date} /> : null}
      </Text>
    </Group>
  );
}
