import { z } from 'zod';
import { emailSchema, personNameSchema } from './accounts.js';
import { bizumPhoneSchema } from './bizum-phone.js';
import { ibanInputSchema } from './direct-transfers.js';
import { paymentCurrencySchema } from './money-schemas.js';
import {
  donorFullNameSchema,
  donorKindSchema,
  donorProvinceSchema,
  donorRules,
  donorTaxIdSchema,
} from './ongs.js';
import { bizumPhoneGiven, givingMethodSchema } from './payment-methods.js';
import { multiLineText, singleLineText } from './text-schemas.js';
import { amountWithinLimits, guestCardSchema } from './wallet.js';

/*
 * The bodies that may carry a Bizum phone: paying, chipping in and donating (`wallet.ts`, `ongs.ts`) and an
 * owner's transfer details (`direct-transfers.ts`). Apart from those modules because the phone is checked by
 * libphonenumber (~30 KB compressed in the browser): a page that only shows a list, an event or an ONG loads
 * their schemas without it, and the forms that send these bodies, loaded on first use, bring it.
 */

export const paymentInputSchema = z
  .object({
    to: singleLineText('Elige a quién le envías el dinero.').max(64),
    amount: z.number({ error: 'Escribe la cantidad.' }).int('La cantidad no es válida.'),
    currency: paymentCurrencySchema,
    /** How I pay: a card (answered at once) or a delayed way (transfer, Bizum, OXXO…: `payment-methods.ts`). */
    method: givingMethodSchema.default('card'),
    /** "Pago yo la comisión": I pay the fee on top, so the recipient receives `amount` whole. */
    coverFee: z.boolean().default(false),
    /** Only for `method: 'bizum'`: the mobile the giver approves the payment with. */
    bizumPhone: bizumPhoneSchema.nullish(),
    /** A saved card of mine; omitted = my default card. Only for `method: 'card'`. */
    methodId: singleLineText().max(64).optional(),
    message: multiLineText().max(500, 'El mensaje puede tener como mucho 500 caracteres.').default(''),
    /** Let the recipient see my name (otherwise the gift arrives as "Alguien"). */
    showName: z.boolean().default(true),
    listId: singleLineText().max(64).optional(),
    giftId: singleLineText().max(64).optional(),
    eventId: singleLineText().max(64).optional(),
  })
  .superRefine((p, ctx) => {
    amountWithinLimits(p, ctx);
    bizumPhoneGiven(p, ctx);
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const guestPaymentInputSchema = z
  .object({
    giftId: z.uuid({ error: 'Elige el regalo al que aportas.' }),
    amount: z.number({ error: 'Escribe la cantidad.' }).int('La cantidad no es válida.'),
    currency: paymentCurrencySchema,
    name: personNameSchema,
    email: emailSchema,
    message: multiLineText().max(500, 'El mensaje puede tener como mucho 500 caracteres.').default(''),
    /** Let the owner see my name after the reveal (otherwise the gift stays anonymous for good). */
    showName: z.boolean().default(true),
    method: givingMethodSchema.default('card'),
    /** "Pago yo la comisión": I pay the fee on top, so the owner receives `amount` whole. */
    coverFee: z.boolean().default(false),
    /** Only for `method: 'card'`. */
    card: guestCardSchema.optional(),
    /** Only for `method: 'bizum'`. */
    bizumPhone: bizumPhoneSchema.nullish(),
    /**
     * The owner the guest's page said receives the money (the list's `owner.id`): when the owners chose another
     * meanwhile, the payment is refused with `RECEIVER_CHANGED` instead of reaching someone the guest was not told.
     */
    to: z.uuid().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.method === 'card' && !p.card)
      ctx.addIssue({ code: 'custom', path: ['card'], message: 'Escribe los datos de tu tarjeta.' });
    amountWithinLimits(p, ctx);
    bizumPhoneGiven(p, ctx);
  });
export type GuestPaymentInput = z.input<typeof guestPaymentInputSchema>;

const donationFields = {
  ongId: z.uuid({ error: 'Elige la ONG a la que donas.' }),
  amount: z.number({ error: 'Escribe la cantidad.' }).int('La cantidad no es válida.'),
  currency: paymentCurrencySchema,
  fullName: donorFullNameSchema,
  donorKind: donorKindSchema.default('person'),
  // Null as well: the web sends the form's parsed body, where an empty NIF or province is already null.
  taxId: donorTaxIdSchema.nullish(),
  province: donorProvinceSchema.nullish(),
  message: multiLineText().max(500, 'El mensaje puede tener como mucho 500 caracteres.').default(''),
  /** Where the idea came from: "Dona a una ONG en lugar de regalarme" on this list or event (optional). */
  listId: z.uuid().optional(),
  eventId: z.uuid().optional(),
  /** A card (default) or a delayed way (transfer, Bizum, OXXO…: `payment-methods.ts`). */
  method: givingMethodSchema.default('card'),
  /** "Pago yo la comisión": I pay the fee on top, so the ONG receives `amount` whole. */
  coverFee: z.boolean().default(false),
  /** Only for `method: 'bizum'`: the mobile the donor approves the payment with. */
  bizumPhone: bizumPhoneSchema.nullish(),
};

/** `donation/save`: a signed-in person donates with a saved card (omitted = the default card). */
export const donationInputSchema = z
  .object({ ...donationFields, methodId: singleLineText().max(64).optional() })
  .superRefine((p, ctx) => {
    donorRules(p, ctx);
    amountWithinLimits(p, ctx);
    bizumPhoneGiven(p, ctx);
  });
export type DonationInput = z.input<typeof donationInputSchema>;

/** `donation/guest`: anyone without an account, with a card for this donation only. */
export const guestDonationInputSchema = z
  .object({ ...donationFields, name: personNameSchema, email: emailSchema, card: guestCardSchema.optional() })
  .superRefine((p, ctx) => {
    if (p.method === 'card' && !p.card)
      ctx.addIssue({ code: 'custom', path: ['card'], message: 'Escribe los datos de tu tarjeta.' });
    donorRules(p, ctx);
    amountWithinLimits(p, ctx);
    bizumPhoneGiven(p, ctx);
  });
export type GuestDonationInput = z.input<typeof guestDonationInputSchema>;

/** The details of the owner who receives the list's money (`direct-transfer/save`; its other owners get a 403). */
export const directTransferSaveSchema = z.object({
  listId: z.uuid({ error: 'Elige la lista.' }),
  iban: ibanInputSchema,
  holder: singleLineText('Escribe el nombre de quien tiene la cuenta.')
    .min(2, 'Escribe el nombre de quien tiene la cuenta.')
    .max(70, 'El nombre puede tener como mucho 70 caracteres.'),
  bizum: bizumPhoneSchema.nullish().transform((v) => v ?? null),
});
export type DirectTransferSaveInput = z.input<typeof directTransferSaveSchema>;
