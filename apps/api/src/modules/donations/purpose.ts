import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { type PaymentPurpose, type PaymentRow, receivedWords } from '../payments/index.js';
import { numberDonation } from './donation-numbers.js';
import { donationMail, donationWaitingMail } from './receipt-mail.js';

const nothing = async () => {};

/**
 * A donation to a verified ONG (`payments.kind = 'donation'`): it holds nothing while open; once its money is in
 * the ONG's wallet it gets its certificate number and the ONG is told; a guest donor is e-mailed its certificate.
 */
export const donationPurpose: PaymentPurpose = {
  hold: nothing,
  settled: nothing,
  released: nothing,
  refunded: nothing,
  received: donationReceived,
  guestReceiptMail: donationMail,
  guestWaitingMail: donationWaitingMail,
};

async function donationReceived(app: AppContext, tx: Db, p: PaymentRow) {
  // The certificate number is given now, in the transaction that records the money.
  await numberDonation(tx, p.id);
  const { payer, money, note } = await receivedWords(tx, p);
  await app.notify(
    {
      userId: p.recipientId,
      type: 'wallet',
      title: payer ? `${payer.name} ha donado ${money} a tu ONG` : `Nueva donación de ${money}`,
      body: note,
      data: { paymentId: p.id },
    },
    tx,
  );
}
