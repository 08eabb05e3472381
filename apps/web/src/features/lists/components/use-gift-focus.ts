import type { Gift } from '@detalle/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';

type Pending = {
  /** The gift whose heading takes the focus; null (or gone) means the "Regalos" heading. */
  giftId: string | null;
  /** Whether the change already shows in `gifts`: focusing before a re-sort moves the card would lose it again. */
  shown: (gifts: readonly Gift[]) => boolean;
};

/**
 * After "Lo regalo yo", "Ya no puedo regalarlo", "Ya lo he entregado", "Quitar"
 * or adding gifts, the pressed button is gone (replaced, its card re-sorted or
 * removed, the modal closed): keyboard and screen-reader focus would fall to the
 * page's body. This moves it to a gift's heading (or the list's) once the change
 * is on screen.
 */
export function useGiftFocus(gifts: readonly Gift[]) {
  const [pending, setPending] = useState<Pending | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!pending?.shown(gifts)) return;
    const there = pending.giftId !== null && gifts.some((g) => g.id === pending.giftId);
    (there ? headingRef.current : titleRef.current)?.focus();
    setPending(null);
  }, [pending, gifts]);

  return {
    titleRef,
    /** The ref for a card's heading: only the card that is to take the focus gets it. */
    headingRefFor: (giftId: string): RefObject<HTMLHeadingElement | null> | undefined =>
      pending?.giftId === giftId ? headingRef : undefined,
    /** A gift changed (or was added): its heading, once it shows as the server answered. */
    changed: (gift: Gift) =>
      setPending({
        giftId: gift.id,
        shown: (list) => {
          // Gone meanwhile (removed by its owner): the list's heading instead.
          const now = list.find((g) => g.id === gift.id);
          return !now || now.status === gift.status;
        },
      }),
    /** A gift was removed: `next`'s heading (or the list's), once the card is gone. */
    removed: (giftId: string, next: string | null) =>
      setPending({ giftId: next, shown: (list) => !list.some((g) => g.id === giftId) }),
  };
}
