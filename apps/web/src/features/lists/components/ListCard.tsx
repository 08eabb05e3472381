import type { GiftList } from '@detalle/contract';
import { Group, Text } from '@mantine/core';
import type { Ref } from 'react';
import { MediaCard } from '@/components/media-card/MediaCard';
import { MediaCardImage } from '@/components/media-card/MediaCardImage';
import { PeopleAvatars } from '@/components/people/PeopleAvatars';
import { everyoneOf, listOwnersName } from '@/lib/together';
import { listHref } from '../lib/paths';
import { GiftCounts } from './GiftCounts';
import classes from './ListCard.module.css';
import { ListOccasion } from './ListOccasion';
import { ListVisibilityBadge } from './ListVisibilityBadge';

type ListCardProps = {
  list: GiftList;
  /** Friends' lists say whose they are. */
  showOwner?: boolean;
  /** Lets the grid move focus here (the first card a "Ver más" brought in). */
  linkRef?: Ref<HTMLAnchorElement>;
};

/** Whose it is: "Ana García", or the first names of all who run it ("Lucía y Marcos"). */
function Owners({ list }: { list: GiftList }) {
  const owners = everyoneOf(list.owner, list.owners);
  return (
    <Group gap={6} wrap="nowrap">
      <PeopleAvatars people={owners} size={22} />
      <Text size="sm" lineClamp={1}>
        {listOwnersName(list)}
      </Text>
    </Group>
  );
}

/** One list in a grid: picture, name, occasion and date, who sees it and its gifts. One link to its page. */
export function ListCard({ list, showOwner = false, linkRef }: ListCardProps) {
  return (
    <MediaCard
      className={classes.card}
      media={<MediaCardImage src={list.image} alt="" />}
      title={list.name}
      href={listHref(list.id)}
      linkRef={linkRef}
    >
      {showOwner ? <Owners list={list} /> : null}
      <ListOccasion occasion={list.occasion} category={list.category} date={list.date} />
      <Group gap="xs">
        <ListVisibilityBadge visibility={list.visibility} discoverable={list.discoverable} />
      </Group>
      <GiftCounts
        className={classes.counts}
        giftCount={list.giftCount}
        availableCount={list.availableCount}
        fw={500}
      />
    </MediaCard>
  );
}
