import type { GiftList } from '@detalle/contract';
import { Card, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { hrefTo } from '@/app/paths';
import classes from './ListTile.module.css';

/**
 * A gift list in a few words: its picture, its name and one line under it
 * (how many gifts, or whose it is). The whole card links to the list.
 */
export function ListTile({ list, detail }: { list: GiftList; detail: string }) {
  const nameId = useId();
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
        {/* Decorative: the name says what the list is. */}
        <img className={classes.image} src={list.image} alt="" loading="lazy" decoding="async" />
      </div>
      <div className={classes.body}>
        <h3 className={classes.name} id={nameId}>
          <Link to={hrefTo('homeItem', { id: list.id, type: 'lista' })} className={classes.link}>
            {list.name}
          </Link>
        </h3>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      </div>
    </Card>
  );
}
