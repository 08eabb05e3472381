/**
 * Per page key (`apps/web/src/lib/paths.ts`): the files its code needs beyond what `index.html` already
 * loads. The web build writes it (`apps/web/build/page-assets.ts`); the API links a page's files in the
 * HTML it serves; the web app prefetches the pages its links lead to from it.
 */
export type PageAssets = Record<string, { js: string[]; css: string[] }>;

/** Where the web build writes it, at the root of the built app (served like any other file). */
export const PAGE_ASSETS_FILE = 'page-assets.json';
