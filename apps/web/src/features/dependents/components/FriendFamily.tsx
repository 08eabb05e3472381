import { namesTogether } from '@detalle/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { type FriendListsState, friendListsHref } from '@/lib/paths';
import { useFriendDependents } from '../api/dependents';
import { DependentGrid, DependentTile } from './DependentTile';

/**
 * «Su familia» on a friend's lists: the profiles they look after and show to friends. Each card opens that
 * profile's own lists in the same place (`list/friendList?friend=` with its id: what a friend may list of them,
 * nothing more), beside its birthday on the card. Nothing while loading, on failure or when there are none: the
 * lists below matter more.
 */
export function FriendFamily({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const family = useFriendDependents(userId);
  if (!family.data || family.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} id={titleId}>
        {t('family.friend.title')}
      </Title>
      <DependentGrid>
        {family.data.map((dependent) => (
          <li key={dependent.id}>
            <DependentTile
              dependent={dependent}
              to={friendListsHref(dependent.id)}
              state={{ friendName: dependent.name } satisfies FriendListsState}
              label={t('family.friend.open', { name: dependent.name })}
              detail={
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {t('family.friend.caredBy', {
                    count: dependent.guardians.length,
                    names: namesTogether(dependent.guardians.map((g) => g.name)),
                  })}
                </Text>
              }
            />
          </li>
        ))}
      </DependentGrid>
    </Stack>
  );
}
