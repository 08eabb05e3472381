import type { GiftList } from '@detalle/contract';
import { Text } from '@mantine/core';
import { MediaCard } from '@/components/media-card/MediaCard';
import { MediaCardImage } from '@/components/media-card/MediaCardImage';
import { hrefTo } from '@/lib/paths';
import classes from './ListTile.module.css';

/**
 * A gift list in a few words: its picture, its name and one line under it
 * (how many gifts, or whose it is). The whole card links to the list.
 */
export function ListTile({
  list,
  detail,
  href = hrefTo('homeItem', { id: list.id, type: 'lista' }),
}: {
  list: GiftList;
  detail: string;
  /** Its page by default; `regalar` links to its shared page, which opens without an account. */
  href?: string;
}) {
  return (
    <MediaCard
      className={classes.tile}
      // Decorative: the name says what the list is.
      media={<MediaCardImage src={list.image} alt="" />}
      title={list.name}
      href={href}
    >
      <Text size="xs" c="dimmed" lineClamp={1}>
        {detail}
      </Text>
    </MediaCard>
  );
}
