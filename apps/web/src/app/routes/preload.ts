import { matchPath } from 'react-router';
import { pageKeys, paths } from '@/app/paths';
import { firstPageShown } from '../first-page';
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

/** 4G as the browser measures it; a browser that does not say (Safari, Firefox) counts as not fast. */
function isFastConnection(): boolean {
  return !wantsToSaveData() && connection()?.effectiveType === '4g';
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

/** Links on screen once the first page is shown and the browser is idle: on a fast connection only. */
function preloadLinksInView(): void {
  if (!isFastConnection() || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      preload(entry.target.getAttribute('href'));
    }
  });
  for (const anchor of document.querySelectorAll('a[href]')) observer.observe(anchor);
  // The observer has reported what is on screen by the next frame; later pages are preloaded on intent.
  setTimeout(() => observer.disconnect(), 1000);
}

/**
 * Seed §2: "Pages load lazily and are preloaded". Not all at first paint, where they would compete
 * with the page's own code, data and pictures: a page's code is fetched when a link to it is
 * pointed at, touched or focused (intent), and, on a fast connection, for the links in view once
 * the first page is shown with its data and the browser is idle (`first-page.ts`). Nothing extra when the person saves data.
 */
export function preloadPagesOnIntent(): void {
  if (wantsToSaveData()) return;
  const onIntent = (event: Event) => preload(linkOf(event.target));
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  void firstPageShown.then(preloadLinksInView);
}
