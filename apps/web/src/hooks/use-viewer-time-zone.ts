import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '@/lib/dates';

const never = () => () => {};

/**
 * The viewer's own time zone, or null while React takes over a page the server rendered: the server
 * cannot know the phone's zone, and the first render must be the server's (a hydration mismatch makes
 * React throw the page away and draw it again). Right after, it is the browser's zone.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(never, browserTimeZone, () => null);
}
