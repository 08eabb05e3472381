import type { Icon } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './MediaCard.module.css';

type MediaCardImageProps = {
  src: string | null | undefined;
  /** Empty when the picture is decorative (the title already says what it is). */
  alt: string;
  /** Shown, with its name, when there is no picture or it fails to load; without it the picture always shows. */
  fallback?: { icon: Icon; label: string };
  /**
   * The page's main picture (its largest content in the first screen): asked for at once and first. On a page
   * rendered on the server the code waits for it (`HEAD_SCRIPT`), so the picture paints before the code runs.
   */
  priority?: boolean;
};

/** The picture of a `MediaCard`, filling its frame. */
export function MediaCardImage({ src, alt, fallback, priority = false }: MediaCardImageProps) {
  const [failed, setFailed] = useState(false);
  if (fallback && (!src || failed)) {
    const { icon: FallbackIcon, label } = fallback;
    return (
      <div className={classes.placeholder} role="img" aria-label={label}>
        <FallbackIcon size={40} stroke={1.4} aria-hidden />
      </div>
    );
  }
  return (
    <img
      className={classes.image}
      src={src ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={fallback ? () => setFailed(true) : undefined}
    />
  );
}
