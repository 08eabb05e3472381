import type { Gift } from '@detalle/contract';

type Funding = NonNullable<Gift['funding']>;

/**
 * What can still be given now: the goal less what was given and what card payments waiting for their bank hold
 * for a few minutes. Money on its way by transfer, Bizum or a voucher holds nothing: it never blocks anyone.
 * Null for a fund without a target: no limit.
 */
export const missingOf = (funding: Funding) =>
  funding.goal === null ? null : Math.max(funding.goal - funding.raised - funding.held, 0);

/** Whether money was given toward a gift or is on its way: then it is no longer one person's to reserve. */
export const hasMoneyToward = (funding: Gift['funding']) =>
  funding !== null && (funding.raised > 0 || funding.onTheWay > 0);
