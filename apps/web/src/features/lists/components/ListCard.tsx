import type { GiftList } from '@detalle/contract';
import { Avatar, Card, Group, Text } from '@mantine/core';
import { type Ref, useId } from 'react';
import { Link } from 'react-router';
import { DateText } from '@/components/format/DateText';
import { listHref } from '../lib/paths';
import { personName } from '../lib/person-name';
import { GiftCounts } from './GiftCounts';
import classes from './ListCard.module.css';
import { ListVisibilityBadge } from './ListVisibilityBadge';

type ListCardProps = {
  list: GiftList;
  /** Friends' lists say whose they are. */
  showOwner?: boolean;
  /** Lets the grid move focus here (the first card a "Ver más" brought in). */
  linkRef?: Ref<HTMLAnchorElement>;
};

/** One list in a grid: picture, name, occasion and date, who sees it and its gifts. One link to its page. */
export function ListCard({ list, showOwner = false, linkRef }: ListCardProps) {
  const nameId = useId();
  const when = list.occasion || list.date;
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
    >
      <div className={classes.media}>
        <img className={classes.image} src={list.image} alt="" loading="lazy" decoding="async" />
      </div>
      <div className={classes.body}>
        <h3 className={classes.name} id={nameId}>
          <Link to={listHref(list.id)} className={classes.link} ref={linkRef}>
            {list.name}
          </Link>
        </h3>
        {showOwner ? (
          <Group gap={6} wrap="nowrap">
            <Avatar
              src={list.owner.image}
              name={personName(list.owner)}
              color="initials"
              size={22}
              radius="xl"
              alt=""
            />
            <Text size="sm" lineClamp={1}>
              {personName(list.owner)}
            </Text>
          </Group>
        ) : null}
        {when ? (
          <Text size="sm" c="dimmed">
            {list.occasion}
            {list.occasion && list.date ? ' · ' : null}
            {list.date ? <DateText value={list.date} /> : null}
          </Text>
        ) : null}
        <Group gap="xs">
          <ListVisibilityBadge visibility={list.visibility} />
        </Group>
        <GiftCounts
          className={classes.counts}
          giftCount={list.giftCount}
          availableCount={list.availableCount}
          fw={500}
        />
      </div>
    </Card>
  );
}
