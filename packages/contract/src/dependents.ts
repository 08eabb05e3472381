import { z } from 'zod';
import { emailSchema, newPasswordSchema, passwordsMatch, personNameSchema } from './accounts.js';
import { calendarDate } from './date-schemas.js';
import { personSummarySchema } from './friends.js';
import { paymentCurrencySchema } from './money-schemas.js';
import { namesTogether } from './text.js';
import { singleLineText } from './text-schemas.js';
import { updateSchemaOf } from './update.js';

/**
 * People without an account of their own ("Mi familia"): a baby, a pet, a grandmother. A person creates the
 * profile and becomes its guardian; up to `MAX_OWNERS` guardians share it (invited as in "Llevar juntos", with
 * `{kind}` = `dependent` on the `owners` routes and `owner-invite/*`). Every guardian edits the profile, runs
 * its lists (money given reaches the dependent's own wallet, which every guardian sees), is reminded of its
 * birthday and special dates, and sees its amigo invisible result (only that). The last guardian cannot leave.
 *
 * Routes:
 * - `GET dependent/mine` → `dependentSchema[]`: the profiles I look after;
 * - `POST dependent/create` with `dependentInputSchema` → `dependentSchema` (I am its first guardian);
 * - `GET dependent/get/{id}` → `dependentSchema` (guardians only; 404 to anyone else);
 * - `PUT dependent/update/{id}` with `dependentUpdateSchema` → `dependentSchema`;
 * - `DELETE dependent/delete/{id}`: refused (409 `DEPENDENT_HAS_MONEY`) while its wallet holds money;
 * - `POST dependent/hucha/{id}` with `huchaMoveInputSchema` and an `Idempotency-Key` → `dependentSchema`: moves
 *   available money from its hucha to my wallet («Pasar a mi billetera»); the other guardians are told. A
 *   child cannot be paid out to: its guardians withdraw or give it from their own wallets;
 * - `GET dependent/friend/{userId}` → `dependentCardSchema[]`: a friend's dependents shown to friends;
 * - `POST dependent/handover/{id}` with `handoverInputSchema` → `handoverSchema`: e-mails the invitation;
 * - `DELETE dependent/handover/{id}`: withdraws it;
 * - `POST dependent/handover-look` with `handoverTokenSchema` → `handoverPreviewSchema` (signed out);
 * - `POST dependent/handover-accept` with `handoverAcceptSchema` → the session (`sessionUserSchema`): the
 *   profile becomes the person's account, with its lists, dates, history and money; the guardians lose it.
 * Special dates of a dependent: `special/dates/*` with `?for={dependentId}` (guardians only).
 * Lists for a dependent: `list/create` with `forDependent`.
 */
export const DEPENDENT_KINDS = ['child', 'pet', 'adult'] as const;
export const dependentKindSchema = z.enum(DEPENDENT_KINDS, {
  error: 'Elige si es un peque, una mascota o una persona mayor.',
});
export type DependentKind = z.infer<typeof dependentKindSchema>;

/**
 * `friends`: friends of any guardian see the profile, its birthday in their calendar and its lists for friends;
 * `link`: nobody is shown it; its lists open only from their own links.
 */
export const DEPENDENT_VISIBILITIES = ['friends', 'link'] as const;
export const dependentVisibilitySchema = z.enum(DEPENDENT_VISIBILITIES, {
  error: 'Elige quién puede verlo.',
});
export type DependentVisibility = z.infer<typeof dependentVisibilitySchema>;

/**
 * Beside a dependent wherever it shows among people (a birthday in a calendar, a seat in a draw): what it is and
 * who looks after it (first names), so the app says «Cumpleaños de Leo (peque de Lucía)».
 */
export const dependentMarkerSchema = z.object({
  kind: dependentKindSchema,
  guardians: z.array(z.string()),
});
export type DependentMarker = z.infer<typeof dependentMarkerSchema>;

const KIND_WORDS: Record<DependentKind, string> = { child: 'peque', pet: 'mascota', adult: 'familiar' };
/** «peque de Lucía y Marcos», «mascota de Lucía»: who a dependent is, after its name in a calendar or reminder. */
export const dependentRole = (m: DependentMarker) =>
  m.guardians.length ? `${KIND_WORDS[m.kind]} de ${namesTogether(m.guardians)}` : KIND_WORDS[m.kind];

/** `?for={dependentId}` on `special/dates/*`: a dependent's own dates, for its guardians. */
export const forDependentQuery = z.object({
  for: z.uuid({ error: 'Elige a alguien de tu familia.' }).optional(),
});

/** A hand-over invitation lasts this long. */
export const HANDOVER_DAYS = 14;

export const handoverSchema = z.object({
  id: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  invitedBy: personSummarySchema,
});

export const dependentSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: dependentKindSchema,
  birthday: z.string().nullable(),
  image: z.string().nullable(),
  visibility: dependentVisibilitySchema,
  guardians: z.array(personSummarySchema.extend({ isMe: z.boolean() })),
  /** Its wallet: money given to its lists, in minor units per currency. */
  balances: z.array(z.object({ currency: z.string(), availableMinor: z.number().int() })),
  /** The open hand-over invitation, if any. */
  handover: handoverSchema.nullable(),
});
export type Dependent = z.infer<typeof dependentSchema>;

/** What a guardian's friend sees of a dependent. */
export const dependentCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: dependentKindSchema,
  birthday: z.string().nullable(),
  image: z.string().nullable(),
  guardians: z.array(personSummarySchema),
});
export type DependentCard = z.infer<typeof dependentCardSchema>;

export const dependentInputSchema = z.object({
  name: personNameSchema,
  kind: dependentKindSchema,
  birthday: calendarDate().nullable().default(null),
  /** An image we stored (`POST file/image`). */
  image: singleLineText().max(300).nullable().default(null),
  visibility: dependentVisibilitySchema.default('friends'),
});
export const dependentUpdateSchema = updateSchemaOf(dependentInputSchema);

/** «Pasar a mi billetera»: how much of its available money, in minor units of one currency. */
export const huchaMoveInputSchema = z.object({
  amount: z
    .number({ error: 'Escribe la cantidad.' })
    .int('La cantidad no es válida.')
    .positive('Escribe una cantidad mayor que cero.'),
  currency: paymentCurrencySchema,
});

export const handoverInputSchema = z.object({ email: emailSchema });

export const handoverTokenSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'El enlace de la invitación no está completo. Cópialo de nuevo.'),
});

export const handoverPreviewSchema = z.object({
  name: z.string(),
  image: z.string().nullable(),
  email: z.string(),
  invitedBy: personSummarySchema,
  expiresAt: z.string(),
  /** How many lists come with it. */
  lists: z.number().int(),
});
export type HandoverPreview = z.infer<typeof handoverPreviewSchema>;

export const handoverAcceptSchema = handoverTokenSchema
  .extend({
    lastname: singleLineText().max(80, 'Los apellidos pueden tener como mucho 80 caracteres.').default(''),
    password: newPasswordSchema,
    repassword: z.string({ error: 'Repite la contraseña.' }),
  })
  .superRefine(passwordsMatch);

/**
 * Households ("Misma casa"): people who live together, mine and my dependents' included. A draw's organiser can
 * keep members of one household from giving to each other.
 * - `GET household/mine` → `householdSchema | null`;
 * - `POST household/create` with `householdInputSchema` → `householdSchema` (me in it);
 * - `PUT household/update/{id}` with `householdInputSchema` (its name);
 * - `POST household/members/{id}` with `householdMemberInputSchema`: a friend (who is told and can leave) or one
 *   of my dependents;
 * - `DELETE household/members/{id}/{userId}`: remove someone, or leave when it is me;
 * - `POST draw/householdExclusions/{drawId}` (organiser) → the draw: adds exclusion pairs for participants who
 *   share a household; the organiser sees and can remove each pair as any other.
 */
export const householdInputSchema = z.object({
  name: singleLineText('Ponle un nombre a tu casa.')
    .min(1, 'Ponle un nombre a tu casa.')
    .max(60, 'El nombre puede tener como mucho 60 caracteres.'),
});
export const householdMemberInputSchema = z.object({
  userId: z.uuid({ error: 'Elige a un amigo o a alguien de tu familia.' }),
});
export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(personSummarySchema.extend({ dependent: z.boolean(), isMe: z.boolean() })),
});
export type Household = z.infer<typeof householdSchema>;
