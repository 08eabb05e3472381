import { z } from 'zod';
import { emailSchema } from './accounts.js';
import { charityOngSchema } from './charity.js';
import { listIdFromLink } from './list-links.js';
import { giftSchema, listCategorySchema } from './lists.js';
import { singleLineText } from './text-schemas.js';
import { revealSchema } from './thanks.js';

/**
 * Giving from a shared link (`regalar?lista={id}`): the list as anyone with its link sees it,
 * and the guest's "Lo compro yo" / "Ya lo compré por mi cuenta" confirmed by e-mail.
 */

/**
 * `GET list/shared/{id}`: a public list (or one the signed-in caller may open) for giving. The owner shows with
 * their first name and photo only; each gift with its state (available, reserved, given) and a group gift's
 * progress, never who.
 */
export const sharedListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  date: z.string().nullable(),
  occasion: z.string(),
  /** Its occasion (`LIST_OCCASIONS`), pictured beside `occasion`; null for none. */
  category: listCategorySchema.nullable().optional(),
  owner: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  /**
   * Everyone who runs it (a couple's wedding list), `owner` — who receives the money — first, named the same way.
   * Absent: `owner` alone.
   */
  owners: z.array(z.object({ id: z.string(), name: z.string(), image: z.string().nullable() })).optional(),
  /** The dependent it is for: givers are told the money reaches its hucha ("Lista de Leo"). Absent: none. */
  forDependent: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** Whether the owner can see who gave what yet: what a giver is promised depends on it (`giverSecrecy`). */
  reveal: revealSchema,
  gifts: z.array(giftSchema),
  /** What the caller is to this list: the owner; someone who can open its full page (`home/{id}/lista`). */
  viewer: z.object({ signedIn: z.boolean(), isOwner: z.boolean(), canOpen: z.boolean() }),
  /** "Dona a una ONG en lugar de regalarme": the verified ONG the owner chose (absent or null = none). */
  charity: charityOngSchema.nullable().optional(),
});
export type SharedList = z.infer<typeof sharedListSchema>;

/** What a guest promises: to buy it (a reservation) or that they already bought it elsewhere. */
export const GUEST_INTENTS = ['reserve', 'bought'] as const;
export const guestIntentSchema = z.enum(GUEST_INTENTS);
export type GuestIntent = z.infer<typeof guestIntentSchema>;

/** `POST gift/guest/reserve`: a guest's name and e-mail; nothing counts until the e-mailed link is opened. */
export const guestReserveBody = z.object({
  giftId: z.uuid(),
  name: singleLineText('Escribe tu nombre.')
    .min(2, 'Escribe tu nombre.')
    .max(80, 'El nombre puede tener como mucho 80 caracteres.'),
  email: emailSchema,
  intent: guestIntentSchema.default('reserve'),
  /** Whether the list's owner may see this name after the reveal (false = anonymous for good). */
  showName: z.boolean().default(true),
});
export type GuestReserveInput = z.input<typeof guestReserveBody>;

/** The secret of a guest's e-mailed links (`regalar?lista=…&reserva=<token>`). */
export const guestTokenBody = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'El enlace no es válido. Ábrelo otra vez desde el correo.'),
});

/**
 * A guest's reservation as its link shows it. `pending`: waiting for the e-mailed link; `confirmed`: it counts
 * (the gift is reserved or, for `bought`, given); `released`: let go by the guest or the list's owner.
 */
export const guestClaimSchema = z.object({
  giftId: z.string(),
  listId: z.string(),
  giftName: z.string(),
  intent: guestIntentSchema,
  status: z.enum(['pending', 'confirmed', 'released']),
  /** The gift now: `given` once the guest said they bought it. */
  giftStatus: giftSchema.shape.status,
});
export type GuestClaim = z.infer<typeof guestClaimSchema>;

/** How long a guest's confirmation link works: a day to find the e-mail; the gift stays free meanwhile. */
export const GUEST_CONFIRM_HOURS = 24;

/** The "Pega el enlace o el código de la lista" field: its Spanish refusals, and the id it leads to. */
export const listLinkSchema = singleLineText('Pega el enlace o el código de la lista.')
  .min(1, 'Pega el enlace o el código de la lista.')
  .max(2000, 'Ese enlace es demasiado largo. Pega solo el enlace de la lista.')
  .transform((text, ctx) => {
    const id = listIdFromLink(text);
    if (!id) {
      ctx.addIssue({
        code: 'custom',
        message:
          'Eso no es un enlace ni un código de una lista de Detalle. Pide el enlace a quien hizo la lista.',
      });
      return z.NEVER;
    }
    return id;
  });
