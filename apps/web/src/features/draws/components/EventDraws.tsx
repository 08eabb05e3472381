import { Button, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { createDrawHref } from '@/lib/paths';
import { useDraws } from '../api/get-draws';
import { useDrawTerm } from '../lib/term';
import { DrawCard } from './DrawCard';

/**
 * On an event's page: the event's draws I am in, and a way to start one. Other people's draws of the event stay
 * out of sight (a draw is listed only to those in it).
 */
export function EventDraws({ eventId, canCreate }: { eventId: string; canCreate: boolean }) {
  const { t } = useTranslation();
  const terms = useDrawTerm();
  const draws = useDraws(eventId);
  const list = draws.data ? uniqueById(draws.data.pages) : [];
  if (!list.length && !canCreate) return null;
  return (
    <Stack gap="xs">
      <Text fw={700}>{terms.Term}</Text>
      {list.map((d) => (
        <DrawCard key={d.id} draw={d} />
      ))}
      {canCreate ? (
        <Button
          component={Link}
          to={createDrawHref(eventId)}
          variant="light"
          leftSection={<IconGift size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('draws.createForEvent', terms)}
        </Button>
      ) : null}
    </Stack>
  );
}
