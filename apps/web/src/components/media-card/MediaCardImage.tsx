import type { Icon } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './MediaCard.module.css';

type MediaCardImageProps = {
  src: string | null | undefined;
  /** Empty when the picture is decorative (the title already says what it is). */
  alt: string;
  /** Shown, with its name, when there is no picture or it fails to load; without it the picture always shows. */
  fallback?: { icon: Icon; label: string };
};

/** The picture of a `MediaCard`, filling its frame. */
export function MediaCardImage({ src, alt, fallback }: MediaCardImageProps) {
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
      loading="lazy"
      decoding="async"
      onError={fallback ? () => setFailed(true) : undefined}
    />
  );
}
