import { matchPath } from 'react-router';
import { pageKeys, paths } from '@/lib/paths';
import { type PageLoader, pageModules } from './page-modules';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** The person asked their browser to save data, or is on 2G: fetch nothing they did not ask for. */
function wantsToSaveData(): boolean {
  const c = connection();
  return Boolean(c?.saveData) || /(^|-)2g$/.test(c?.effectiveType ?? '');
}

/** The page chunk a same-origin link opens, if it is one of ours. */
export function pageForHref(href: string): PageLoader | null {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  const key = pageKeys.find((k) => matchPath(paths[k].path, url.pathname));
  return key ? pageModules[key] : null;
}

const requested = new Set<PageLoader>();

function preload(href: string | null): void {
  const load = href ? pageForHref(href) : null;
  if (!load || requested.has(load)) return;
  requested.add(load);
  // A failed preload is harmless: the router fetches the chunk again on visit.
  load().catch(() => requested.delete(load));
}

function linkOf(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor?.getAttribute('href') ?? null;
}

/**
 * Seed §2: "Pages load lazily and are preloaded". Not all at first paint, where they would compete
 * with the page's own code, data and pictures: a page's code is fetched when a link to it is
 * pointed at, touched or focused (intent). Nothing is run for the links merely in view: that cost a slow
 * phone a lot of CPU right after the first paint, for pages it may never open, and the
 * service worker, once registered, precaches every page's files anyway (`sw/sw.ts`). Nothing extra when
 * the person saves data.
 */
export function preloadPagesOnIntent(): void {
  if (wantsToSaveData()) return;
  const onIntent = (event: Event) => preload(linkOf(event.target));
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
}
