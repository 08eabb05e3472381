import { giverSecrecy, type Reveal } from '@detalle/contract';
import { formatDate } from './dates';

/**
 * The one sentence that tells a giver whether, and when, a list's owner will know it was them (and read their
 * message): every form that gives — "Lo regalo yo", "Lo compro yo", "Ya lo compré por mi cuenta", "Aporto
 * dinero", "Enviar dinero", a guest's receipt — takes its sentence from here, so none promises a secret the list
 * no longer keeps. The case is the contract's `giverSecrecy` (the API's e-mails use it too); the words are ours.
 *
 * - `gift`: reserving or buying a gift (a name, no message); `showName: 'choice'` for someone who will still be
 *   asked (a guest looking at the list), so the sentence says they may stay anonymous.
 * - `money`: chipping in (a name and a message, which the owner reads only when they may see the name).
 *   `reveal: 'noList'` for money not about a list (no secret to keep); `'unknown'` where the page does not know
 *   the list's state (a guest's e-mailed receipt), which then promises no date.
 */
export type SecrecyQuestion =
  | { way: 'gift'; reveal: Reveal; showName: boolean | 'choice'; owner: string }
  | { way: 'money'; reveal: Reveal | 'noList' | 'unknown'; showName: boolean; owner: string };

type Known = 'untilDate' | 'untilOpened' | 'opened' | 'dayCame';
export type SecrecyKey =
  | `secrecy.gift.${Known | 'hidden'}`
  | `secrecy.giftChoice.${Known}`
  | `secrecy.money.${Known | 'hidden' | 'unknown' | 'noList'}`;
export type SecrecyText = { key: SecrecyKey; params: { name: string; date?: string } };

export function secrecyPromise(q: SecrecyQuestion): SecrecyText {
  const params = { name: q.owner };
  const { reveal } = q;
  if (reveal === 'noList') return { key: 'secrecy.money.noList', params };
  if (reveal === 'unknown')
    return { key: q.showName ? 'secrecy.money.unknown' : 'secrecy.money.hidden', params };
  const secrecy = giverSecrecy(reveal, q.showName !== false);
  if (secrecy === 'hidden') return { key: `secrecy.${q.way}.hidden`, params };
  const key: SecrecyKey =
    q.showName === 'choice' ? `secrecy.giftChoice.${secrecy}` : `secrecy.${q.way}.${secrecy}`;
  if (secrecy === 'untilDate' && reveal.revealsOn)
    return { key, params: { ...params, date: formatDate(reveal.revealsOn) } };
  return { key, params };
}
