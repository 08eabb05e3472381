import { useEffect, useRef, useState } from 'react';

/**
 * After "Ver más" or a removal, focus goes to a sensible card instead of being lost: set `focusId` to the card's
 * id, give that card `focusRef`, and it is focused once it is drawn.
 */
export function useCardFocus<T extends HTMLElement>() {
  const [focusId, setFocusId] = useState<string | null>(null);
  const focusRef = useRef<T>(null);
  useEffect(() => {
    if (focusId === null || !focusRef.current) return;
    focusRef.current.focus();
    setFocusId(null);
  });
  return { focusId, setFocusId, focusRef };
}
