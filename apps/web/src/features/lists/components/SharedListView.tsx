import type { Gift, PersonSummary, SharedList } from '@detalle/contract';
import { Alert, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconListDetails } from '@tabler/icons-react';
import { type ReactNode, type Ref, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { PeopleAvatars } from '@/components/people/PeopleAvatars';
import { useTranslation } from '@/i18n';
import { secrecyPromise } from '@/lib/secrecy';
import { everyoneOf, listFirstNames, moneyToKey, moneyToOf } from '@/lib/together';
import { listHref } from '../lib/paths';
import { sortGifts } from '../lib/sort-gifts';
import type { ChipInHandler } from './ChipInButton';
import { GiftCard } from './GiftCard';
import { GiverActions } from './GiverActions';
import { GuestGiveActions } from './GuestGiveActions';
import type { ChipInSlot } from './ListGifts';
import giftsClasses from './ListGifts.module.css';
import { ListOccasion } from './ListOccasion';
import { SharedGiftBadge } from './SharedGiftBadge';
import classes from './SharedListView.module.css';

/** The list's owner as the chip-in forms take it (the shared page knows the first name only). */
const ownerOf = (list: SharedList): PersonSummary => ({ ...list.owner, lastname: '' });

type SharedListViewProps = {
  list: SharedList;
  /** Above the gifts: a guest's e-mailed link being used (confirm, release). */
  notice?: ReactNode;
  /** "Aporto dinero" for a signed-in giver: the wallet's form, given by the page. */
  chipIn?: ChipInSlot;
  /** "Aporto dinero" for a guest (no account): given by the page when there is one. */
  guestChipIn?: ChipInSlot;
};

/** Everyone who runs it (a couple's list: two), the one who receives the money first. */
const ownersOf = (list: SharedList) => everyoneOf(list.owner, list.owners);

/**
 * Picture, name, whose (first names and photos: "La lista de Lucía y Marcos", and then to whom the money goes),
 * occasion and date, what it is for, and the way to the full list.
 */
function SharedListHeader({ list }: { list: SharedList }) {
  const { t } = useTranslation();
  const { viewer } = list;
  const owners = ownersOf(list);
  const moneyTo = moneyToOf({ ...list, owners });
  return (
    <>
      {/* The page's largest picture: asked for first, before the code (it is in the server's HTML). */}
      <Image src={list.image} alt="" radius="lg" className={classes.image} fetchPriority="high" />
      <Stack gap={6}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {list.name}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <PeopleAvatars people={owners} size={36} />
          <Text fw={500}>{t('giving.ownedBy', { name: listFirstNames({ ...list, owners }) })}</Text>
        </Group>
        {moneyTo && !viewer.isOwner ? (
          <Text size="sm">{t(moneyToKey(moneyTo), { name: moneyTo.name })}</Text>
        ) : null}
        <ListOccasion occasion={list.occasion} category={list.category} date={list.date} nowrap />
        {list.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {list.description}
          </Text>
        ) : null}
        {viewer.isOwner ? <Alert variant="light">{t('giving.yours')}</Alert> : null}
        {viewer.canOpen ? (
          <Button
            component={Link}
            to={listHref(list.id)}
            variant="light"
            w="fit-content"
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            {t('giving.openFull')}
          </Button>
        ) : null}
      </Stack>
    </>
  );
}

type ChipInHostHandle = { open: (giftId: string) => void };

/**
 * "Aporto dinero"'s form for the gift being given to, if any. Which one is open lives here, not in the list: the
 * list drawn again on each "Aporto dinero" (every gift card, its texts and buttons) took a slow phone a third of a
 * second before the tap showed any answer.
 */
function ChipInHost({
  ref,
  slot,
  list,
  gifts,
}: {
  ref: Ref<ChipInHostHandle>;
  slot: ChipInSlot;
  list: SharedList;
  gifts: Gift[];
}) {
  // By id: the form shows the gift as the list has it now.
  const [giftId, setGiftId] = useState<string | null>(null);
  useImperativeHandle(ref, () => ({ open: setGiftId }), []);
  const gift = giftId ? gifts.find((g) => g.id === giftId) : undefined;
  if (!gift) return null;
  return slot({
    gift,
    owner: ownerOf(list),
    moneyTo: moneyToOf({ ...list, owners: ownersOf(list) }),
    listDate: list.date,
    reveal: list.reveal,
    onClose: () => setGiftId(null),
  });
}

/**
 * A list as its shared link shows it (`regalar?lista={id}`), made for a phone opened from WhatsApp: picture,
 * name, whose (first name and photo), occasion and date, then each gift with its state and the ways to give —
 * a guest's (name and e-mail) or a signed-in giver's. The owner sees it as others do, without actions.
 */
export function SharedListView({ list, notice, chipIn, guestChipIn }: SharedListViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const gifts = useMemo(() => sortGifts(list.gifts), [list.gifts]);
  const { viewer } = list;
  const slot = viewer.signedIn ? chipIn : guestChipIn;
  const chipInHost = useRef<ChipInHostHandle>(null);
  const onChipIn = useMemo<ChipInHandler | undefined>(
    () =>
      slot
        ? Object.assign((gift: Gift) => chipInHost.current?.open(gift.id), { preload: slot.preload })
        : undefined,
    [slot],
  );
  const available = gifts.some((g) => g.status === 'available');
  // A guest chooses in each form whether the owner may know their name; a signed-in giver's name shows.
  const promise = secrecyPromise({
    way: 'gift',
    reveal: list.reveal,
    showName: viewer.signedIn ? true : 'choice',
    owner: list.owner.name,
  });

  const actionsFor = (gift: Gift) => {
    if (viewer.isOwner) return null;
    if (!viewer.signedIn)
      return (
        <GuestGiveActions gift={gift} ownerName={list.owner.name} reveal={list.reveal} onChipIn={onChipIn} />
      );
    return (
      <GiverActions
        gift={gift}
        ownerName={list.owner.name}
        reveal={list.reveal}
        onChanged={() => {}}
        onChipIn={onChipIn}
      />
    );
  };

  return (
    <Stack gap="md" maw={720} w="100%">
      <SharedListHeader list={list} />

      {notice}

      <Stack component="section" aria-labelledby={titleId} gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('giving.gifts')}
        </Title>
        {!viewer.isOwner && available ? (
          <Text size="sm">
            {t('giving.howTo', {
              action: viewer.signedIn ? t('gifts.give.reserve') : t('giving.guest.reserve'),
              promise: t(promise.key, promise.params),
            })}
          </Text>
        ) : null}
        {gifts.length === 0 ? (
          <EmptyMessage icon={<IconGift aria-hidden />} title={t('giving.empty')} order={3} />
        ) : (
          <ul className={giftsClasses.list}>
            {gifts.map((gift) => (
              <li key={gift.id}>
                <GiftCard
                  gift={gift}
                  status={<SharedGiftBadge gift={gift} />}
                  actions={actionsFor(gift)}
                  onlyStartedFunding={!onChipIn}
                />
              </li>
            ))}
          </ul>
        )}
      </Stack>
      {slot && !viewer.isOwner ? <ChipInHost ref={chipInHost} slot={slot} list={list} gifts={gifts} /> : null}
    </Stack>
  );
}
