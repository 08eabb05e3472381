import type { Gift } from '@detalle/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconPlus } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import type { ListDetail } from '@/features/lists/api/get-list';
import { useSession } from '@/lib/session';
import { sortGifts } from '../lib/sort-gifts';
import { AddGiftModal } from './AddGiftModal';
import { EditGiftModal } from './EditGiftModal';
import { GiftCard } from './GiftCard';
import { GiftStatusBadge } from './GiftStatusBadge';
import { GiverActions } from './GiverActions';
import { GuestActions } from './GuestActions';
import classes from './ListGifts.module.css';
import { OwnerActions } from './OwnerActions';

/**
 * The gifts of a list, for whoever is looking: the owner adds, edits and removes
 * (and sees only whether each is taken, never by whom); a signed-in visitor
 * reserves, releases or marks given; a guest is asked to sign in first.
 */
export function ListGifts({ list }: { list: ListDetail }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Gift | null>(null);
  const gifts = useMemo(() => sortGifts(list.gifts), [list.gifts]);
  const isOwner = list.isMine;
  const available = gifts.filter((g) => g.status === 'available').length;

  const addButton = (
    <Button radius="xl" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
      {t('gifts.add')}
    </Button>
  );

  const actionsFor = (gift: Gift) => {
    if (isOwner) return <OwnerActions gift={gift} onEdit={setEditing} />;
    return isLoggedIn ? <GiverActions gift={gift} /> : <GuestActions gift={gift} />;
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {t('gifts.title')}
          </Title>
          {gifts.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('gifts.available', { available, total: gifts.length })}
            </Text>
          ) : null}
        </div>
        {isOwner && gifts.length > 0 ? addButton : null}
      </Group>

      {!isOwner && available > 0 ? (
        <Text size="sm">{t('gifts.giverHint', { name: list.owner.name })}</Text>
      ) : null}

      {gifts.length === 0 ? (
        <EmptyMessage
          icon={<IconGift aria-hidden />}
          title={isOwner ? t('gifts.empty.ownerTitle') : t('gifts.empty.title')}
          description={
            isOwner
              ? t('gifts.empty.ownerDescription')
              : t('gifts.empty.description', { name: list.owner.name })
          }
          order={3}
          action={isOwner ? addButton : undefined}
        />
      ) : (
        <ul className={classes.list}>
          {gifts.map((gift) => (
            <li key={gift.id}>
              <GiftCard
                gift={gift}
                status={<GiftStatusBadge gift={gift} isOwner={isOwner} />}
                actions={actionsFor(gift)}
              />
            </li>
          ))}
        </ul>
      )}

      {isOwner ? (
        <>
          <AddGiftModal listId={list.id} opened={adding} onClose={() => setAdding(false)} />
          <EditGiftModal gift={editing} onClose={() => setEditing(null)} />
        </>
      ) : null}
    </Stack>
  );
}
