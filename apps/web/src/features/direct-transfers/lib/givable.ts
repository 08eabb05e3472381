import type { Gift } from '@detalle/contract';
import { missingOf } from '@/lib/funding';

/** What is still missing of a gift's goal (null: a fund without one, or no money asked). */
export const missingOfGift = (gift: Gift): number | null => (gift.funding ? missingOf(gift.funding) : null);

/** The gifts a transfer may go toward: group gifts and funds still open, with something missing. */
export const givableGifts = (gifts: Gift[]) =>
  gifts.filter((g) => g.funding && !g.funding.closed && g.status === 'available' && missingOfGift(g) !== 0);
