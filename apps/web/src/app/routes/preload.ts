import { pageModules } from './page-modules';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function wantsToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Fetches every page chunk in the background once the browser is idle after the
 * first paint, so later navigation does not wait for the network. Skipped when
 * the person asked their browser to save data.
 */
export function preloadPagesWhenIdle(): void {
  if (wantsToSaveData()) return;
  const load = () => {
    for (const loadPage of Object.values(pageModules)) {
      // A failed preload is harmless: the router fetches the chunk again on visit.
      loadPage().catch(() => {});
    }
  };
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, 1500);
  });
}
