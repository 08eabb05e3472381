import { z } from 'zod';
import { productSchema } from './catalogue.js';
import { charityOngSchema } from './charity.js';
import { calendarDate } from './date-schemas.js';
import { dependentKindSchema } from './dependents.js';
import { FAVORITE_TYPES } from './favorite-types.js';
import { personSummarySchema } from './friends.js';
import { MAX_AMOUNT_MINOR, minorDigits } from './money.js';
import { moneySchema, paymentCurrencySchema } from './money-schemas.js';
import { paginationQuery } from './pagination.js';
import { multiLineText, singleLineText, webAddress } from './text-schemas.js';
import { revealSchema } from './thanks.js';
import { updateSchemaOf } from './update.js';

/**
 * Gift lists (seed §7 "Lists" and "Products, gifts and favorites").
 * Visibility: public (anyone with the link), friends (the owner's friends), private (only the owner).
 * Reaching is not listing: a public list appears in listings (featured, someone's lists) only when
 * its owner also made it `discoverable`; friends see their friends' public and friends-only lists.
 * A gift is available, reserved (someone will give it) or given. The owner sees that a gift is
 * taken but never by whom until the reveal, so surprises survive.
 */
export const LIST_VISIBILITIES = ['public', 'friends', 'private'] as const;
export const listVisibilitySchema = z.enum(LIST_VISIBILITIES);

/**
 * What a list is for: its occasion, in Spanish as people say it. A list's `category` (the seed's name for the
 * field, kept) holds one of these keys — never a product category: a birthday list is not "Hogar y cocina".
 * `bebe` is a birth or a christening; `otra` anything else, named in the list's `occasion` text.
 */
export const LIST_OCCASIONS = {
  cumpleanos: 'Cumpleaños',
  boda: 'Boda',
  bebe: 'Bebé (nacimiento o bautizo)',
  navidad: 'Navidad',
  reyes: 'Reyes',
  comunion: 'Comunión',
  aniversario: 'Aniversario',
  jubilacion: 'Jubilación',
  graduacion: 'Graduación',
  despedida: 'Despedida',
  otra: 'Otra ocasión',
} as const;
export type ListOccasion = keyof typeof LIST_OCCASIONS;
export const listOccasionSchema = z.enum(Object.keys(LIST_OCCASIONS) as [ListOccasion, ...ListOccasion[]], {
  error: 'Elige la ocasión de la lista: cumpleaños, boda, bebé, Navidad… u «Otra ocasión».',
});
/** A list's occasion as answers show it, in the shape the seed's category had: `id` and `slug` are the key. */
export const listCategorySchema = z.object({
  id: listOccasionSchema,
  slug: listOccasionSchema,
  name: z.string(),
});
export const listCategoryOf = (key: ListOccasion) => ({ id: key, slug: key, name: LIST_OCCASIONS[key] });
export const GIFT_STATUSES = ['available', 'reserved', 'given'] as const;
export const giftStatusSchema = z.enum(GIFT_STATUSES);
export const GIFT_PRIORITIES = ['alta', 'media', 'baja'] as const;
export const giftPrioritySchema = z.enum(GIFT_PRIORITIES);

export const listSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: listCategorySchema.nullable(),
  image: z.string(),
  date: z.string().nullable(),
  occasion: z.string(),
  visibility: listVisibilitySchema,
  /** The owner who receives the money given to it (one of `owners`): "El dinero llega a Lucía". */
  owner: personSummarySchema,
  /**
   * Everyone who runs the list (a couple's wedding list has two), `owner` first. Each of them edits it, and
   * `isMine` is true for each.
   */
  owners: z.array(personSummarySchema),
  eventId: z.string().nullable(),
  /**
   * The list is a dependent's (`owner` is them): «Lista de Leo», «El dinero llega a la hucha de Leo». Absent (an
   * answer kept from before dependents) means none.
   */
  forDependent: z
    .object({ id: z.string(), name: z.string(), kind: dependentKindSchema })
    .nullable()
    .optional(),
  standOut: z.boolean(),
  /** Only in the owner's answers: they chose to show it in "Listas destacadas" (public lists only). */
  discoverable: z.boolean().optional(),
  /**
   * Whether the owner can see who gave what yet (`thanks.ts`): in the owner's answers, and in `list/get/{id}` for
   * everyone (what a giver is promised depends on it; to them `openedAt` is the day only).
   */
  reveal: revealSchema.optional(),
  giftCount: z.number().int(),
  availableCount: z.number().int(),
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type GiftList = z.infer<typeof listSchema>;

export const GIFT_KINDS = ['product', 'fund'] as const;
export const giftKindSchema = z.enum(GIFT_KINDS);
export type GiftKind = z.infer<typeof giftKindSchema>;

export const giftSchema = z.object({
  id: z.string(),
  listId: z.string(),
  /**
   * `product`: a thing to buy, reserved whole or chipped in toward. `fund`: a cash fund ("Aportación para la
   * luna de miel"): `product` carries only its title, description and picture; givers give any amount.
   */
  kind: giftKindSchema,
  /**
   * "Regalo en grupo": the owner chose that several people may chip in toward it (always true for a fund). A gift
   * that is not one is only reserved or bought whole, and has no `funding`.
   */
  group: z.boolean(),
  /** A fund's one-tap amounts, in minor units of `funding.currency` (empty for products). */
  suggestedAmounts: z.array(z.number().int()),
  product: productSchema,
  quantity: z.number().int(),
  priority: giftPrioritySchema,
  note: z.string(),
  status: giftStatusSchema,
  /** True only for the person who reserved it (so they can release it or mark it given). */
  reservedByMe: z.boolean(),
  /**
   * Only in the owner's answers: who reserved it or gave it whole — a person's first name or the name a guest
   * gave — once the list is revealed (`lists/reveal.ts`) and only if they let the owner know; null before the
   * reveal, for an anonymous giver, or when nobody holds it.
   */
  reservedByName: z.string().nullable().optional(),
  /**
   * A group gift ("Aporto dinero") or a fund: its goal (the product's price × quantity, or the fund's target;
   * null for a fund without one, so no "missing" limit), what has been given toward it and by how many people
   * (never who, before the reveal). `closed`: no more contributions — the owner closed it early, or the list's
   * date has passed for a group gift (what was given stays the owner's: README "Regalos en grupo y fondos").
   * Null when the product has no price to chip in to, or is not a group gift.
   */
  funding: z
    .object({
      goal: z.number().int().nullable(),
      raised: z.number().int(),
      /**
       * Money on its way: payments still waiting for the giver's bank, each holding its share of the goal for a
       * few minutes at most. Not part of `raised`; shown apart ("5 € en camino").
       */
      onTheWay: z.number().int(),
      /**
       * The part of `onTheWay` that holds its share: card payments waiting for their bank's confirmation (minutes).
       * Money coming by transfer, Bizum or a voucher holds nothing, so what others may still give is
       * `goal − raised − held`.
       */
      held: z.number().int(),
      currency: z.string(),
      givers: z.number().int(),
      /**
       * The first names of those who gave and let the owner know, for the list's owner only and only after the
       * reveal (the rest of `givers` stayed anonymous); absent for everyone else.
       */
      names: z.array(z.string()).optional(),
      closed: z.boolean(),
    })
    .nullable(),
});
export type Gift = z.infer<typeof giftSchema>;

export const listDetailSchema = listSchema.extend({
  reveal: revealSchema,
  gifts: z.array(giftSchema),
  /** The ONG the owner chose for "Dona a una ONG en lugar de regalarme" (absent or null = none). */
  charity: charityOngSchema.nullable().optional(),
});

const dateOnly = calendarDate();

export const listInputSchema = z.object({
  name: singleLineText('Escribe el nombre de la lista.')
    .min(2, 'Escribe el nombre de la lista.')
    .max(120, 'El nombre puede tener como mucho 120 caracteres.'),
  description: multiLineText()
    .max(2000, 'La descripción puede tener como mucho 2000 caracteres.')
    .default(''),
  /** Its occasion (`LIST_OCCASIONS`), or null for none. */
  category: listOccasionSchema.nullable().optional(),
  /** One of `configuracion/listDefaultImage`, or an image we stored (`POST file/image`). */
  image: singleLineText().max(300).optional(),
  date: dateOnly.nullable().optional(),
  occasion: singleLineText().max(80, 'La ocasión puede tener como mucho 80 caracteres.').default(''),
  /**
   * A new list opens for anyone with its link (and is listed nowhere unless `discoverable`): a list is made to be
   * sent to family on WhatsApp, and a friends-only default handed the grandmother a link she could not open.
   */
  visibility: listVisibilitySchema.default('public'),
  /**
   * Show it in "Listas destacadas", where anyone can find it. Only for public lists: a public list
   * is otherwise reachable by its link and listed nowhere. Making a list non-public clears it.
   */
  discoverable: z.boolean().default(false),
  /** Link the list to one of my events (both ways: the event page shows it). */
  eventId: z.uuid().nullable().optional(),
  /**
   * A list for a dependent I look after (`dependent/mine`): it is theirs, its money reaches their wallet, and
   * all their guardians run it. Only when creating it.
   */
  forDependent: z.uuid({ error: 'Elige a alguien de tu familia.' }).optional(),
});
export const listUpdateSchema = updateSchemaOf(listInputSchema.omit({ forDependent: true }));
export type ListInput = z.input<typeof listInputSchema>;

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Seed §3 "List query". Without `user`, my lists; with `user`, that person's lists I can see. */
export const listQuery = paginationQuery.extend({
  available: booleanQuery.optional(),
  user: z.uuid().optional(),
});

/**
 * `list/search` (the page `regalar` without a list): lists anyone may find, by the list's or its owner's name.
 * Only lists listed for anyone (public and made discoverable, or a verified ONG's); never a link-only one.
 */
export const listSearchQuery = paginationQuery.extend({
  sea: singleLineText('Escribe el nombre de la persona o de la lista.')
    .min(2, 'Escribe al menos 2 letras para buscar.')
    .max(100, 'La búsqueda puede tener como mucho 100 caracteres.'),
});

/** `list/friendList`: my friends' lists I can see, searchable. */
export const friendListsQuery = paginationQuery.extend({
  sea: singleLineText().max(100).optional(),
  friend: z.uuid().optional(),
  /** Lists of one occasion (`LIST_OCCASIONS`). */
  category: listOccasionSchema.optional(),
});

/** "Lo compro yo": whether the owner may see my name after the reveal (the same choice as a payment's); no body = yes. */
export const giftReserveBody = z.object({ showName: z.boolean().default(true) }).nullish();

export const copyListBody = z.object({ listId: z.uuid() });

/** A product of my own, e.g. from a shop's link (`POST product/save`). */
export const productInputSchema = z.object({
  name: singleLineText('Escribe el nombre del producto.').min(2, 'Escribe el nombre del producto.').max(200),
  description: multiLineText().max(2000).default(''),
  price: moneySchema
    .refine((m) => m.amount >= 0, 'El precio no puede ser negativo.')
    .nullable()
    .optional(),
  image: singleLineText().max(300).nullable().optional(),
  shop: singleLineText().max(120).nullable().optional(),
  url: webAddress('El enlace debe empezar por https://').max(2000).nullable().optional(),
  category: singleLineText().max(80).nullable().optional(),
});

/**
 * `PUT product/update/{id}`: the name and price of one of my own products, e.g. a gift an import added without
 * its price ("Para revisar"). Its link, picture and shop stay.
 */
export const productUpdateSchema = z.object({
  name: productInputSchema.shape.name,
  price: productInputSchema.shape.price,
});

/** `POST list/gift/save`: a catalogue or own product (`productId`) or a new one by hand (`product`). */
export const giftInputSchema = z
  .object({
    listId: z.uuid(),
    productId: z.uuid().optional(),
    product: productInputSchema.optional(),
    quantity: z.number().int().min(1, 'Al menos 1.').max(99).default(1),
    priority: giftPrioritySchema.default('media'),
    note: multiLineText().max(500, 'La nota puede tener como mucho 500 caracteres.').default(''),
    /**
     * "Regalo en grupo": several people may chip in toward it. Omitted: as the form suggests it, when the gift
     * costs at least the currency's threshold in all (`suggestsGroupGift`).
     */
    group: z.boolean({ error: 'Indica si es un regalo en grupo.' }).optional(),
  })
  .refine((v) => Boolean(v.productId) !== Boolean(v.product), {
    message: 'Elige un producto o escribe uno nuevo.',
    path: ['productId'],
  });

const fundAmountsSchema = z
  .array(
    z
      .number({ error: 'Escribe cada cantidad sugerida.' })
      .int('Las cantidades sugeridas no son válidas.')
      .positive('Las cantidades sugeridas deben ser mayores que cero.')
      .max(MAX_AMOUNT_MINOR, 'Una cantidad sugerida es demasiado alta.'),
  )
  .max(6, 'Sugiere como mucho 6 cantidades.')
  .transform((xs) => [...new Set(xs)].sort((a, b) => a - b));

/** Suggested amounts are choices toward the goal: none above it (the API checks an update against the stored goal). */
const suggestedWithinGoal = (f: { goal?: number | null; suggestedAmounts?: number[] }) =>
  f.goal == null || f.suggestedAmounts === undefined || f.suggestedAmounts.every((a) => a <= (f.goal ?? 0));
const suggestedAboveGoal = {
  message: 'Ninguna cantidad sugerida puede pasar del objetivo.',
  path: ['suggestedAmounts'],
};

/**
 * `POST list/fund/save` (owner): a cash fund on a list. `goal` is optional (no target: givers give what they
 * like, with no "missing" limit); `suggestedAmounts` are one-tap choices for givers, in minor units of `currency`.
 */
export const fundInputSchema = z
  .object({
    listId: z.uuid(),
    name: singleLineText('Escribe para qué es el fondo.')
      .min(2, 'Escribe para qué es el fondo.')
      .max(200, 'El nombre puede tener como mucho 200 caracteres.'),
    description: multiLineText()
      .max(2000, 'La descripción puede tener como mucho 2000 caracteres.')
      .default(''),
    /** One the wallet can take payments in: a fund in another currency could never be given to. */
    currency: paymentCurrencySchema,
    goal: z
      .number({ error: 'Escribe el objetivo, o déjalo vacío.' })
      .int('El objetivo no es válido.')
      .positive('El objetivo debe ser mayor que cero, o déjalo vacío.')
      .max(MAX_AMOUNT_MINOR, 'El objetivo es demasiado alto. Revisa la cantidad.')
      .nullable()
      .default(null),
    suggestedAmounts: fundAmountsSchema.default([]),
    image: singleLineText().max(300).nullable().optional(),
    priority: giftPrioritySchema.default('media'),
  })
  .refine(suggestedWithinGoal, suggestedAboveGoal)
  .refine((f) => f.suggestedAmounts.every((a) => a >= 10 ** minorDigits(f.currency)), {
    message: 'Cada cantidad sugerida debe ser de al menos 1 unidad de la moneda (1 €, 1 $…).',
    path: ['suggestedAmounts'],
  });
export type FundInput = z.input<typeof fundInputSchema>;

/** `PUT list/fund/update/{id}` (owner): the same fields but the list and currency, each optional. */
export const fundUpdateSchema = z
  .object({
    name: singleLineText().min(2, 'Escribe para qué es el fondo.').max(200).optional(),
    description: multiLineText().max(2000).optional(),
    goal: z
      .number()
      .int('El objetivo no es válido.')
      .positive('El objetivo debe ser mayor que cero, o déjalo vacío.')
      .max(MAX_AMOUNT_MINOR)
      .nullable()
      .optional(),
    suggestedAmounts: fundAmountsSchema.optional(),
    priority: giftPrioritySchema.optional(),
  })
  .refine(suggestedWithinGoal, suggestedAboveGoal);
export type FundUpdate = z.input<typeof fundUpdateSchema>;

/**
 * `PUT gift/update/{id}` (owner): quantity, priority, note, and whether it is a group gift (not turned off while
 * money is given, held or on its way toward it).
 */
export const giftUpdateSchema = z.object({
  quantity: z.number().int().min(1).max(99).optional(),
  priority: giftPrioritySchema.optional(),
  note: multiLineText().max(500).optional(),
  group: z.boolean({ error: 'Indica si es un regalo en grupo.' }).optional(),
});

/**
 * What the "Añadir a Detalle" bookmarklet read in the person's own browser from a shop's page that blocks our
 * reader: its JSON-LD scripts and its OpenGraph/product meta tags. Only ever used by `POST /api/scan` when our
 * own fetch of the page fails or finds no product, and then read by the same extractor as a fetched page.
 * Every size is capped: the whole of it stays under `SCAN_PAGE_MAX_CHARS`.
 */
export const SCAN_PAGE_MAX_CHARS = 64 * 1024;
export const SCAN_PAGE_MAX_SCRIPTS = 10;
export const SCAN_PAGE_MAX_META = 60;
const tooMuchPage = 'Lo que trajimos de esa página es demasiado grande. Pega solo el enlace del producto.';
export const scanPageSchema = z
  .object({
    title: singleLineText().max(300, tooMuchPage).optional(),
    canonical: singleLineText().max(2000, tooMuchPage).optional(),
    /** The text of each `<script type="application/ld+json">`. */
    jsonLd: z
      .array(multiLineText().max(SCAN_PAGE_MAX_CHARS, tooMuchPage))
      .max(SCAN_PAGE_MAX_SCRIPTS, tooMuchPage),
    /** `[property or name, content]` of each meta tag kept (og:*, product:*, twitter:*, description). */
    meta: z
      .array(z.tuple([singleLineText().max(100, tooMuchPage), singleLineText().max(2000, tooMuchPage)]))
      .max(SCAN_PAGE_MAX_META, tooMuchPage),
  })
  .refine(
    (page) =>
      (page.title?.length ?? 0) +
        (page.canonical?.length ?? 0) +
        page.jsonLd.reduce((n, s) => n + s.length, 0) +
        page.meta.reduce((n, [k, v]) => n + k.length + v.length, 0) <=
      SCAN_PAGE_MAX_CHARS,
    tooMuchPage,
  );
export type ScanPage = z.infer<typeof scanPageSchema>;

/** `POST /api/scan`: what a shop's page says about a product; `page` only from the bookmarklet. */
export const scanBody = z.object({
  url: singleLineText('Pega el enlace del producto.').min(8, 'Pega el enlace del producto.').max(2000),
  page: scanPageSchema.optional(),
});
export type ScanBody = z.infer<typeof scanBody>;
export const scanResultSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: moneySchema.nullable(),
  image: z.string().nullable(),
  shop: z.string(),
  url: z.string(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/** Favourites: a product, a list or an event (seed: `reference_id`, `type`). */
export const favoriteTypeSchema = z.enum(FAVORITE_TYPES);
export type FavoriteType = z.infer<typeof favoriteTypeSchema>;
export const favoriteSchema = z.object({
  id: z.string(),
  reference_id: z.string(),
  type: favoriteTypeSchema,
  name: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
/** One favourite as the API answers it: what it points at (`reference_id`, `type`), its name and picture. */
export type Favorite = z.infer<typeof favoriteSchema>;
export const favoriteBody = z.object({ reference_id: z.uuid(), type: favoriteTypeSchema });
export type FavoriteBody = z.input<typeof favoriteBody>;
export const favoriteQuery = paginationQuery.extend({ sea: singleLineText().max(100).optional() });
export type FavoriteQuery = z.infer<typeof favoriteQuery>;
export const isFavoriteQuery = z.object({ reference_id: z.uuid(), type: favoriteTypeSchema });
/** favorite/isFavorite: `id` is the favourite's own id, to delete it; null when not a favourite. */
export const isFavoriteSchema = z.object({ isFavorite: z.boolean(), id: z.string().nullable() });
export type FavoriteStatus = z.infer<typeof isFavoriteSchema>;
