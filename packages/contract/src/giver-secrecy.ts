import type { Reveal } from './thanks.js';

// Apart from the schemas of `thanks.ts`: a list's page words its promises without Zod.

/**
 * What a giver may be told, now, about when the list's owner will know it was them (and read their message):
 * `hidden` never (they chose not to say), `opened` at once (the owner has opened everything), `dayCame` at once
 * (the list's day has come), `untilDate` on `revealsOn` or earlier if the owner opens everything first,
 * `untilOpened` only once the owner opens everything (a list with neither date nor event). Every sentence that
 * promises a giver secrecy or timing is chosen from this, so none promises more than the reveal keeps.
 */
export type GiverSecrecy = 'hidden' | 'opened' | 'dayCame' | 'untilDate' | 'untilOpened';

export function giverSecrecy(reveal: Reveal, showName: boolean): GiverSecrecy {
  if (!showName) return 'hidden';
  if (reveal.openedAt !== null) return 'opened';
  if (reveal.revealed) return 'dayCame';
  return reveal.revealsOn !== null ? 'untilDate' : 'untilOpened';
}
