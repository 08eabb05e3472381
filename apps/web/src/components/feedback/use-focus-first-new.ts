import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * After "Ver más" the button may disappear (last page), so keyboard focus moves
 * to the first new item instead of being lost. `from(count)` before loading
 * marks where the new items start; `refAt(index)` goes on each item's link.
 */
export function useFocusFirstNew<T extends HTMLElement = HTMLAnchorElement>() {
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNew = useRef<T>(null);
  // No dependencies: the new item appears on a later render, when its page arrives.
  useEffect(() => {
    if (focusIndex === null || !firstNew.current) return;
    firstNew.current.focus();
    setFocusIndex(null);
  });
  return {
    from: (index: number) => setFocusIndex(index),
    refAt: (index: number): RefObject<T | null> | undefined => (index === focusIndex ? firstNew : undefined),
  };
}
