import { z } from 'zod';
import { personSummarySchema } from './friends.js';
import { paginationQuery } from './pagination.js';
import { multiLineText, singleLineText } from './text-schemas.js';

/**
 * The reveal and thank-you notes (`agradecimiento`).
 *
 * Before a list's date (or its event's day) its owner sees that a gift is taken or how much was given, never
 * by whom. From that day — or earlier, once the owner taps "Ya lo he abierto todo" — they see who gave what,
 * except givers who chose to stay anonymous, and can thank them.
 */

/** Our thank-you stickers (drawn by the web app). */
export const thankStickerIds = ['corazon', 'regalo', 'globos', 'flores'] as const;
export type ThankStickerId = (typeof thankStickerIds)[number];
export const thankStickerSchema = z.enum(thankStickerIds, { error: 'Elige una de nuestras pegatinas.' });

/**
 * Whether a list's owner can see who gave what yet, and from when: in the owner's answers about their list, and in
 * the answers about one list to those who may give to it (`list/get/{id}`, `list/shared/{id}`), for what they are
 * promised (`giverSecrecy`).
 */
export const revealSchema = z.object({
  revealed: z.boolean(),
  /** The day the givers show by themselves: the list's date, else its event's day; null without either. */
  revealsOn: z.string().nullable(),
  /** When the owner tapped "Ya lo he abierto todo". */
  openedAt: z.string().nullable(),
});
export type Reveal = z.infer<typeof revealSchema>;

/** Who gave it, as far as the owner may know: a person, a guest by the name they gave, or nobody (yet). */
export const receivedGiverSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), person: personSummarySchema }),
  z.object({ kind: z.literal('guest'), name: z.string() }),
]);

/** A line of "Regalos recibidos". */
export const receivedGiftSchema = z.object({
  /** `gift:<id>` (a reserved gift that was given) or `payment:<id>` (money toward a gift, or for the list). */
  id: z.string(),
  kind: z.enum(['gift', 'contribution', 'cash']),
  /** What it is: the gift's product, or the list for money given to it. */
  title: z.string(),
  image: z.string().nullable(),
  list: z.object({ id: z.string(), name: z.string() }).nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  date: z.string(),
  giver: receivedGiverSchema.nullable(),
  /** Why `giver` is null: the reveal has not come yet (`secret`), or they chose to stay anonymous. */
  hidden: z.enum(['secret', 'anonymous']).nullable(),
  revealsOn: z.string().nullable(),
  thanked: z.object({ id: z.string(), at: z.string() }).nullable(),
  canThank: z.boolean(),
});
export type ReceivedGift = z.infer<typeof receivedGiftSchema>;

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const receivedQuery = paginationQuery.extend({
  /** Only what has not been thanked yet ("sin agradecer"). */
  unthanked: booleanQuery.optional(),
});

export const THANKS_MESSAGE_MAX = 1000;
/** How many received things one "Agradecer a todos" may cover. */
export const THANKS_ITEMS_MAX = 100;

/**
 * `thanks/save`: thank for one or more received things. Each giver gets their own note, opening with a
 * greeting to them ("¡Hola, Ana!"), then this message, sticker and photo.
 */
export const thanksInputSchema = z.object({
  items: z
    .array(singleLineText().max(80))
    .min(1, 'Elige qué quieres agradecer.')
    .max(THANKS_ITEMS_MAX, `Como mucho ${THANKS_ITEMS_MAX} a la vez.`),
  message: multiLineText()
    .min(1, 'Escribe unas palabras de agradecimiento.')
    .max(THANKS_MESSAGE_MAX, `El mensaje puede tener como mucho ${THANKS_MESSAGE_MAX} caracteres.`),
  sticker: thankStickerSchema,
  /** One of my uploaded pictures (`/files/images/…`). */
  image: singleLineText().max(200).nullable().optional(),
});
export type ThanksInput = z.input<typeof thanksInputSchema>;

export const thanksSentSchema = z.object({
  /** Notes written: one per giver. */
  sent: z.number().int(),
});

/** A thank-you note as its reader sees it (the message modal's thank-you variant). */
export const thankYouSchema = z.object({
  id: z.string(),
  /**
   * Who sent it. `name` is every signer's first name together («Lucía y Marcos»), so a reader that shows only
   * `from` still names them all; `lastname` is always empty.
   */
  from: personSummarySchema,
  /**
   * Who signs it: the first names of everyone who ran the list when it was sent (a couple's wedding list is
   * thanked by both), the sender first. One name for a list run alone. Always sent;
   * optional so that answers written before it (saved pages, tests) still read.
   */
  signedBy: z.array(z.string()).optional(),
  greeting: z.string(),
  message: z.string(),
  sticker: thankStickerSchema,
  image: z.string().nullable(),
  /** What it thanks for, by name. */
  gifts: z.array(z.string()),
  createdAt: z.string(),
});
export type ThankYou = z.infer<typeof thankYouSchema>;

/** `thanks/read`: a guest's link carries this token (sent in the body, so it never lands in a request log). */
export const thanksTokenBody = z.object({ token: singleLineText().min(20).max(100) });
