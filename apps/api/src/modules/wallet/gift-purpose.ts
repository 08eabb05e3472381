import { isDelayedMethod, quoted, SOMEONE } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { gifts, lists, products } from '../../db/schema/index.js';
import {
  chosenAmount,
  keptFeeCovered,
  type PaymentPurpose,
  type PaymentRow,
  receivedWords,
} from '../payments/index.js';
import { awaitContribution, holdContribution, moveGiftMoney } from './gift-shares.js';
import { giftGuestReceiptMail, giftGuestWaitingMail } from './guest-receipt.js';

/**
 * Money given through the wallet (`payments.kind = 'gift'`): to a friend, for a list or an event, or toward a
 * group gift, whose share it holds while open and gives once its money arrived.
 */
export const giftPurpose: PaymentPurpose = {
  async hold(tx, values) {
    if (!values.giftId) return;
    const share = isDelayedMethod(values.method ?? 'card') ? awaitContribution : holdContribution;
    await share(tx, values.giftId, values.amount - (values.feeCovered ?? 0), values.currency);
  },
  settled: (tx, p, arrived) =>
    moveGiftMoney(tx, p.giftId, {
      ...openShare(p, -chosenAmount(p)),
      contributed: arrived - keptFeeCovered(p.feeCovered, arrived),
    }),
  released: (tx, p) => moveGiftMoney(tx, p.giftId, openShare(p, -chosenAmount(p))),
  refunded: (tx, p, amount) => moveGiftMoney(tx, p.giftId, { contributed: -givenPart(p, amount) }),
  received: notifyGiftReceived,
  guestReceiptMail: giftGuestReceiptMail,
  guestWaitingMail: giftGuestWaitingMail,
};

/**
 * What a refund of `amount` (negative: given again) takes from what the payment gave toward its gift: all of it
 * when no fee was covered; otherwise its share of what the recipient received, counted on the running total so
 * refunds in parts add up to exactly the whole. `p.refunded` is what was refunded before this one.
 */
function givenPart(p: PaymentRow, amount: number) {
  if (p.feeCovered === 0) return amount;
  const given = chosenAmount(p);
  const shareOf = (refunded: number) => Math.floor((refunded * given) / p.amount);
  return shareOf(p.refunded + amount) - shareOf(p.refunded);
}

/** Where an open payment's share sits on its gift: held (a card's) or awaited (a delayed way's). */
const openShare = (p: PaymentRow, amount: number) =>
  isDelayedMethod(p.method) ? { awaiting: amount } : { held: amount };

/** What the money was for, as its recipient knows it: the gift's product, else the list. */
async function aboutOf(tx: Db, p: PaymentRow) {
  const [about] = p.giftId
    ? await tx
        .select({ name: products.name })
        .from(gifts)
        .innerJoin(products, eq(products.id, gifts.productId))
        .where(eq(gifts.id, p.giftId))
    : p.listId
      ? await tx.select({ name: lists.name }).from(lists).where(eq(lists.id, p.listId))
      : [];
  return about;
}

async function notifyGiftReceived(app: AppContext, tx: Db, p: PaymentRow) {
  const { payer, money, note } = await receivedWords(tx, p);
  const about = await aboutOf(tx, p);
  // Money toward a gift or for a list is `recibe_gitf` (seed §4), nameless until the list's reveal.
  await app.notify(
    about
      ? {
          userId: p.recipientId,
          type: 'recibe_gitf',
          title: payer
            ? `${payer.name} ha aportado ${money} para ${quoted(about.name)}`
            : p.giftId
              ? `Han aportado ${money} para ${quoted(about.name)}`
              : `Te han regalado ${money} para ${quoted(about.name)}`,
          body: note,
          data: { listId: p.listId ?? '', giftId: p.giftId ?? '', paymentId: p.id },
        }
      : {
          userId: p.recipientId,
          type: 'wallet',
          title: `${payer?.name ?? SOMEONE} te ha enviado ${money}`,
          body: note,
          data: { paymentId: p.id },
        },
    tx,
  );
}
