import { z } from 'zod';
import { emailSchema, personNameSchema } from './accounts.js';
import { paymentCurrencySchema } from './money-schemas.js';
import { multiLineText, singleLineText } from './text-schemas.js';
import { amountWithinLimits } from './wallet.js';

/**
 * "Transferencia directa": a list's owner shows their own IBAN (and a Bizum phone); a giver sends the money from
 * their bank and says so ("Ya he hecho la transferencia"); the owner confirms it arrived ("Me ha llegado"). No
 * money passes through Detalle: nothing enters the wallet or the ledger, and it counts toward a group gift's or a
 * fund's goal only once confirmed. The IBAN is checked by the API (`ibantools`: length per country and the
 * check digits); here only its shape.
 */

/** "ES91 2100 0418 4502 0005 1332" as typed: spaces and dashes dropped, upper case. */
export const ibanInputSchema = singleLineText('Escribe tu IBAN.')
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(15, 'Escribe el IBAN completo, con las dos letras del país delante (ES…).')
      .max(34, 'Ese IBAN es demasiado largo.')
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]+$/, 'Un IBAN empieza por las dos letras del país y dos cifras (ES91…).'),
  );

/** Money declared and not confirmed yet, per gift (null: for the list), shown apart ("pendiente de confirmar"). */
export const directPendingSchema = z.object({
  giftId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});

/**
 * What anyone who can reach the list sees: the holder and the IBAN masked ("ES91 •••• •••• •••• 1332"), whether
 * there is Bizum, and what is waiting for the owner's confirmation. The owner's own answer adds `iban` and `bizum`.
 */
export const directTransferDetailsSchema = z.object({
  listId: z.string(),
  holder: z.string(),
  ibanMasked: z.string(),
  bizumMasked: z.string().nullable(),
  pending: z.array(directPendingSchema),
  /** Only for the list's owner: the whole IBAN (grouped by four) and the Bizum phone as saved. */
  iban: z.string().optional(),
  bizum: z.string().nullable().optional(),
});
export type DirectTransferDetails = z.infer<typeof directTransferDetailsSchema>;

/** "Quiero transferir": the amount toward a gift (or the list), checked against what is missing. */
export const directTransferStartSchema = z
  .object({
    listId: z.uuid({ error: 'Elige la lista.' }),
    giftId: z.uuid({ error: 'Elige el regalo.' }).nullable().default(null),
    amount: z.number({ error: 'Escribe la cantidad.' }).int('La cantidad no es válida.'),
    currency: paymentCurrencySchema,
  })
  .superRefine(amountWithinLimits);
export type DirectTransferStartInput = z.input<typeof directTransferStartSchema>;

/** A reference to write in the transfer's concept: `DT-` and six letters or digits that cannot be misread. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const directReferenceSchema = z
  .string({ error: 'Falta la referencia de la transferencia.' })
  .regex(/^DT-[A-HJ-NP-Z2-9]{6}$/, 'Esa referencia no es válida. Vuelve a pulsar «Quiero transferir».');

/** The whole IBAN, only after "Quiero transferir", with the reference and the amount. */
export const directTransferInstructionsSchema = z.object({
  holder: z.string(),
  /** Grouped by four for reading; copy `ibanCompact`. */
  iban: z.string(),
  ibanCompact: z.string(),
  bizum: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
});
export type DirectTransferInstructions = z.infer<typeof directTransferInstructionsSchema>;

/**
 * "Ya he hecho la transferencia" (with an `Idempotency-Key`): a signed-in giver is known by their session; a guest
 * gives a name and an e-mail (the owner's confirmation reaches them there).
 */
export const directTransferDeclareSchema = z
  .object({
    listId: z.uuid({ error: 'Elige la lista.' }),
    giftId: z.uuid({ error: 'Elige el regalo.' }).nullable().default(null),
    amount: z.number({ error: 'Escribe la cantidad.' }).int('La cantidad no es válida.'),
    currency: paymentCurrencySchema,
    reference: directReferenceSchema,
    message: multiLineText().max(500, 'El mensaje puede tener como mucho 500 caracteres.').default(''),
    /** Let the owner see my name after the reveal (otherwise it stays anonymous), as with money given by card. */
    showName: z.boolean().default(true),
    /** A guest's: required without a session, ignored with one. */
    name: personNameSchema.optional(),
    email: emailSchema.optional(),
  })
  .superRefine(amountWithinLimits);
export type DirectTransferDeclareInput = z.input<typeof directTransferDeclareSchema>;

export const DIRECT_PLEDGE_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const directPledgeStatusSchema = z.enum(DIRECT_PLEDGE_STATUSES);
export type DirectPledgeStatus = z.infer<typeof directPledgeStatusSchema>;

/**
 * A declared transfer. For the owner, `giverName` (and `message`) only once the list is revealed and the giver let
 * it show, like money given by card; the giver sees their own.
 */
export const directPledgeSchema = z.object({
  id: z.string(),
  listId: z.string(),
  gift: z.object({ id: z.string(), name: z.string() }).nullable(),
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  status: directPledgeStatusSchema,
  giverName: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DirectPledge = z.infer<typeof directPledgeSchema>;

/** The owner's answer: "Me ha llegado" (`confirmed`) or "No me ha llegado" (`rejected`). */
export const directPledgeDecisionSchema = z.object({
  arrived: z.boolean({ error: 'Di si te ha llegado o no.' }),
});
