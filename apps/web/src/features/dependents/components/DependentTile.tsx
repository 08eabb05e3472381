import type { DependentKind } from '@detalle/contract';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { todayHere } from '@/lib/dates';
import { daysToBirthday } from '../lib/birthday';
import { DependentAvatar } from './DependentAvatar';

type Shown = { id: string; name: string; kind: DependentKind; birthday: string | null; image: string | null };

/** «Cumple dentro de 12 días», «Cumple mañana», «¡Hoy es su cumple!»; nothing without a birthday. */
export function NextBirthday({ birthday }: { birthday: string | null }) {
  const { t } = useTranslation();
  if (!birthday) return null;
  const days = daysToBirthday(birthday, todayHere());
  return (
    <Text size="sm" c="dimmed">
      {days === 0 ? t('family.birthdayToday') : t('family.birthdayIn', { count: days })}
    </Text>
  );
}

/**
 * One profile as a card: photo or initial, name, kind and next birthday, with one link around it all: its page
 * for its guardians, its lists for a guardian's friend (`label` then says where it goes).
 */
export function DependentTile({
  dependent,
  to,
  state,
  label,
  detail,
}: {
  dependent: Shown;
  to?: string;
  /** The link's router state (the name a friend's lists page shows before its answer). */
  state?: unknown;
  label?: string;
  detail?: ReactNode;
}) {
  const { t } = useTranslation();
  const body = (
    <Group gap="md" wrap="nowrap" align="center">
      <DependentAvatar dependent={dependent} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {dependent.name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(`family.kind.${dependent.kind}`)}
          </Badge>
        </Group>
        <NextBirthday birthday={dependent.birthday} />
        {detail}
      </Stack>
    </Group>
  );
  return to ? (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={to}
      state={state}
      aria-label={label ?? t('family.open', { name: dependent.name })}
    >
      {body}
    </Card>
  ) : (
    <Card withBorder radius="lg" padding="md">
      {body}
    </Card>
  );
}

/** Profiles as a list of cards: one column on a phone, two from a tablet up. */
export function DependentGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </SimpleGrid>
  );
}
