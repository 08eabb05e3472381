import type { Gift, PersonSummary, Reveal } from '@detalle/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCoins, IconGift, IconPlus } from '@tabler/icons-react';
import { type ReactNode, type Ref, useId, useMemo, useRef, useState } from 'react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import type { ListDetail } from '@/features/lists/api/get-list';
import { useTranslation } from '@/i18n';
import { secrecyPromise } from '@/lib/secrecy';
import { useIsLoggedIn } from '@/lib/session';
import { type MoneyTo, moneyToOf } from '@/lib/together';
import { sortGifts } from '../lib/sort-gifts';
import { AddGiftModal } from './AddGiftModal';
import { EditGiftModal } from './EditGiftModal';
import { FundModal } from './FundModal';
import { GiftCard } from './GiftCard';
import { GiftStatusBadge } from './GiftStatusBadge';
import { GiverActions } from './GiverActions';
import { GuestActions } from './GuestActions';
import classes from './ListGifts.module.css';
import { OwnerActions } from './OwnerActions';
import { useGiftFocus } from './use-gift-focus';

/**
 * "Aporto dinero"'s form, given by the page (it belongs to the wallet feature): a group gift of this list,
 * its owner, the list's reveal (what the form may promise the giver) and closing it.
 */
export type ChipInSlot = ((props: {
  gift: Gift;
  owner: PersonSummary;
  /** Whom the money reaches, when it needs saying (a list run by several, or a dependent's hucha). */
  moneyTo?: MoneyTo | null;
  listDate: string | null;
  reveal: Reveal;
  onClose: () => void;
}) => ReactNode) & {
  /** Asks for the form's code: when a mouse points at or a person focuses "Aporto dinero", and on its tap. */
  preload?: () => Promise<void>;
};

/**
 * The owner's dialogs: adding a gift, editing one, adding or editing a fund. The last gift added while the
 * dialog was open takes the focus when it closes (the empty list's "Añadir regalo", where the dialog would
 * return it, may be gone by then).
 */
function useGiftEditor(onAdded: (gift: Gift) => void) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Gift | null>(null);
  // A fund being added (null) or edited; undefined = the modal is closed.
  const [fund, setFund] = useState<Gift | null | undefined>(undefined);
  const lastAdded = useRef<Gift | null>(null);
  const closeAdd = () => {
    setAdding(false);
    if (lastAdded.current) onAdded(lastAdded.current);
    lastAdded.current = null;
  };
  return { adding, setAdding, editing, setEditing, fund, setFund, lastAdded, closeAdd };
}

function OwnerModals({ listId, editor }: { listId: string; editor: ReturnType<typeof useGiftEditor> }) {
  const { adding, closeAdd, lastAdded, editing, setEditing, fund, setFund } = editor;
  return (
    <>
      <AddGiftModal
        listId={listId}
        opened={adding}
        onClose={closeAdd}
        onAdded={(gift) => {
          lastAdded.current = gift;
        }}
      />
      <EditGiftModal gift={editing} onClose={() => setEditing(null)} />
      <FundModal
        listId={listId}
        opened={fund !== undefined}
        fund={fund ?? null}
        onClose={() => setFund(undefined)}
      />
    </>
  );
}

/** The owner's "Añadir regalo" and "Añadir un fondo". */
function AddButtons({ onGift, onFund }: { onGift: () => void; onFund: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onGift}>
        {t('gifts.add')}
      </Button>
      <Button variant="light" leftSection={<IconCoins size={18} aria-hidden />} onClick={onFund}>
        {t('gifts.fund.addButton')}
      </Button>
    </Group>
  );
}

/** A list without gifts: the owner is offered to add some; others are told the owner has not yet. */
function NoGifts({
  isOwner,
  ownerName,
  addButton,
}: {
  isOwner: boolean;
  ownerName: string;
  addButton: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EmptyMessage
      icon={<IconGift aria-hidden />}
      title={isOwner ? t('gifts.empty.ownerTitle') : t('gifts.empty.title')}
      description={
        isOwner ? t('gifts.empty.ownerDescription') : t('gifts.empty.description', { name: ownerName })
      }
      order={3}
      action={isOwner ? addButton : undefined}
    />
  );
}

/** "Regalos", how many are still free, and the owner's add buttons once there are gifts. */
function GiftsHeading({
  titleId,
  titleRef,
  available,
  total,
  action,
}: {
  titleId: string;
  /** The title takes the focus when the gift that had it is gone. */
  titleRef: Ref<HTMLHeadingElement>;
  available: number;
  total: number;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={2} size="h3" id={titleId} ref={titleRef} tabIndex={-1}>
          {t('gifts.title')}
        </Title>
        {total > 0 ? (
          <Text size="sm" c="dimmed">
            {t('gifts.available', { available, total })}
          </Text>
        ) : null}
      </div>
      {action}
    </Group>
  );
}

/** How to give here, and what the owner will learn of who gave. */
function GiverHint({ reveal, ownerName }: { reveal: Reveal; ownerName: string }) {
  const { t } = useTranslation();
  // A signed-in giver's "Lo regalo yo" shows their name when the list is revealed: no choice to offer.
  const promise = secrecyPromise({ way: 'gift', reveal, showName: true, owner: ownerName });
  return <Text size="sm">{t('gifts.giverHint', { promise: t(promise.key, promise.params) })}</Text>;
}

/**
 * The gifts of a list, for whoever is looking: the owner adds, edits and removes
 * (and sees only whether each is taken, never by whom, and a group gift's progress);
 * a signed-in visitor reserves, chips in, releases or marks given; a guest is asked to sign in first.
 */
export function ListGifts({ list, chipIn }: { list: ListDetail; chipIn?: ChipInSlot }) {
  const isLoggedIn = useIsLoggedIn();
  const titleId = useId();
  // By id: the form shows the gift as the list has it now (after a refusal, the new "Faltan").
  const [chippingIn, setChippingIn] = useState<string | null>(null);
  const gifts = useMemo(() => sortGifts(list.gifts), [list.gifts]);
  const isOwner = list.isMine;
  const chipInGift = chippingIn ? gifts.find((g) => g.id === chippingIn) : undefined;
  const available = gifts.filter((g) => g.status === 'available').length;
  const focus = useGiftFocus(gifts);
  const editor = useGiftEditor(focus.changed);
  const { setAdding, setEditing, setFund } = editor;

  const addButton = <AddButtons onGift={() => setAdding(true)} onFund={() => setFund(null)} />;

  const actionsFor = (gift: Gift, index: number) => {
    if (isOwner) {
      // The neighbour as shown now, while the removed gift is still in the list.
      const next = gifts[index + 1] ?? gifts[index - 1] ?? null;
      return (
        <OwnerActions
          gift={gift}
          onEdit={(chosen) => (chosen.kind === 'fund' ? setFund(chosen) : setEditing(chosen))}
          onRemoved={() => focus.removed(gift.id, next?.id ?? null)}
        />
      );
    }
    if (!isLoggedIn) return <GuestActions gift={gift} />;
    return (
      <GiverActions
        gift={gift}
        ownerName={list.owner.name}
        reveal={list.reveal}
        onChanged={focus.changed}
        onChipIn={
          chipIn
            ? Object.assign((chosen: Gift) => setChippingIn(chosen.id), { preload: chipIn.preload })
            : undefined
        }
      />
    );
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <GiftsHeading
        titleId={titleId}
        titleRef={focus.titleRef}
        available={available}
        total={gifts.length}
        action={isOwner && gifts.length > 0 ? addButton : null}
      />

      {!isOwner && available > 0 ? <GiverHint reveal={list.reveal} ownerName={list.owner.name} /> : null}

      {gifts.length === 0 ? (
        <NoGifts isOwner={isOwner} ownerName={list.owner.name} addButton={addButton} />
      ) : (
        <ul className={classes.list}>
          {gifts.map((gift, index) => (
            <li key={gift.id}>
              <GiftCard
                gift={gift}
                status={<GiftStatusBadge gift={gift} isOwner={isOwner} />}
                actions={actionsFor(gift, index)}
                headingRef={focus.headingRefFor(gift.id)}
              />
            </li>
          ))}
        </ul>
      )}

      {chipIn && chipInGift && !isOwner
        ? chipIn({
            gift: chipInGift,
            owner: list.owner,
            moneyTo: moneyToOf(list),
            listDate: list.date,
            reveal: list.reveal,
            onClose: () => setChippingIn(null),
          })
        : null}
      {isOwner ? <OwnerModals listId={list.id} editor={editor} /> : null}
    </Stack>
  );
}
