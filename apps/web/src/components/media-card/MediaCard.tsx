import { Card } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';
import { Link } from 'react-router';
import classes from './MediaCard.module.css';

type MediaCardProps = {
  /** The picture on top, usually a `MediaCardImage`. */
  media: ReactNode;
  /** The card's heading, which also names the whole card for screen readers. */
  title: ReactNode;
  /** Where the card leads (the title's link stretches over the card); `null` for no link. */
  href: string | null;
  /** Lets a list move keyboard focus to this card (e.g. the first one a "Ver más" brought in). */
  linkRef?: Ref<HTMLAnchorElement>;
  /** `h3` for cards in a section, `h2` where they are the page's own content. */
  headingLevel?: 2 | 3;
  /** Shown above the title (e.g. a badge saying what kind of item it is). */
  above?: ReactNode;
  /**
   * Shown under the title. The link covers these too: anything pressable here
   * needs `position: relative; z-index: 1` to sit above it.
   */
  children?: ReactNode;
  /** The card's own class: sets the `--media-card-*` measures of MediaCard.module.css. */
  className?: string;
};

/**
 * A card with a picture, a title and what each card adds. The whole card is
 * one link (the title's) so it reads as one item to screen readers.
 */
export function MediaCard({
  media,
  title,
  href,
  linkRef,
  headingLevel = 3,
  above,
  children,
  className,
}: MediaCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding={0}
      className={className ? `${classes.card} ${className}` : classes.card}
    >
      <div className={classes.media}>{media}</div>
      <div className={classes.body}>
        {above}
        <Heading className={classes.title} id={titleId}>
          {href ? (
            <Link to={href} className={classes.link} ref={linkRef}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
      </div>
    </Card>
  );
}
