import type { AppContext } from '../../context.js';

/**
 * Placeholder: waits for this shop host's turn before a page is read, so an import of many links does not
 * hammer one shop. The real pacing replaces this file.
 */
export async function takeShopTurn(_app: AppContext, _url: string): Promise<void> {}
