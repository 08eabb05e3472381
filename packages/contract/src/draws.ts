import { z } from 'zod';
import { calendarDate, instant } from './date-schemas.js';
import { dependentMarkerSchema } from './dependents.js';
import { ianaZone } from './events.js';
import { personSummarySchema } from './friends.js';
import { giftKindSchema, giftStatusSchema } from './lists.js';
import { moneySchema } from './money-schemas.js';
import { paginationQuery } from './pagination.js';
import { multiLineText, singleLineText } from './text-schemas.js';

/**
 * Amigo invisible / amigo secreto: a draw where each participant gives a present to one other, in secret.
 * The API never sends a pair to anyone but its giver (`draw/myResult`); only the API's `draws/secret.ts` reads pairs.
 */
export const MIN_DRAW_PARTICIPANTS = 3;
export const MAX_DRAW_PARTICIPANTS = 50;
export const MAX_DRAW_EXCLUSIONS = 200;
export const MAX_DRAW_QUESTION_LENGTH = 500;

/**
 * What the draw is called for someone: "amigo invisible" in Spain, "amigo secreto" elsewhere (Latin America).
 * `country` is the ISO 3166 code the web keeps from `flag`.
 */
export const drawTerm = (country: string | null | undefined) =>
  (country ?? 'ES').toUpperCase() === 'ES' ? 'amigo invisible' : 'amigo secreto';

/** open: people join; drawn: everyone has a recipient (joining is closed). */
export const DRAW_STATUSES = ['open', 'drawn'] as const;
export const drawStatusSchema = z.enum(DRAW_STATUSES);
export const drawRoleSchema = z.enum(['organiser', 'participant', 'organiser-participant']);

export const drawExclusionSchema = z.object({ a: z.uuid(), b: z.uuid() });
export type DrawExclusion = z.infer<typeof drawExclusionSchema>;

/** A draw as its organiser and participants see it: never who gives to whom. */
export const drawSchema = z.object({
  id: z.string(),
  name: z.string(),
  eventId: z.string().nullable(),
  /** The draw this one repeats ("el del año pasado"): same group, pairs of that draw avoided. */
  repeatOf: z.string().nullable(),
  budget: moneySchema.nullable(),
  /** Day of the exchange (YYYY-MM-DD) in `timezone`; nothing is revealed before it starts. */
  exchangeDate: z.string(),
  /** Joining closes at this instant (ISO, UTC); reminders use it. */
  joinDeadline: z.string(),
  /** The instant the exchange day starts in `timezone` (ISO, UTC): from then on givers may reveal themselves. */
  exchangeStartsAt: z.string(),
  timezone: z.string(),
  status: drawStatusSchema,
  role: drawRoleSchema,
  organiser: personSummarySchema,
  participantCount: z.number().int().nonnegative(),
});
export type Draw = z.infer<typeof drawSchema>;

export const drawParticipantSchema = personSummarySchema.extend({
  hasWishList: z.boolean(),
  /** A dependent taking part (a baby, a pet): what it is and who looks after it (they see its result). */
  dependent: dependentMarkerSchema.optional(),
});

/** `draw/get/{id}`: the draw with its people; the organiser also gets the rules and the invitation link's token. */
export const drawDetailSchema = drawSchema.extend({
  participants: z.array(drawParticipantSchema),
  /** Organiser only (empty for others): pairs that never give to each other, either way. */
  exclusions: z.array(drawExclusionSchema),
  /** Organiser only: the secret of the invitation link (`/amigo-invisible/unirse/{token}`). */
  inviteToken: z.string().nullable(),
  /** Has anyone opened their result? Then a redraw must tell everyone. Never who. */
  anyoneHasSeen: z.boolean(),
  /** The caller's own list for the exchange, when they take part. */
  myWishListId: z.string().nullable(),
  /** The caller takes part and may still leave (before the draw). */
  canJoin: z.boolean(),
});
export type DrawDetail = z.infer<typeof drawDetailSchema>;

const budgetInput = moneySchema.extend({
  amount: z
    .number()
    .int()
    .min(1, 'El presupuesto tiene que ser mayor que cero.')
    .max(100_000_000, 'El presupuesto es demasiado alto. Revisa la cantidad.'),
});

/** POST draw/save */
export const drawInputSchema = z
  .object({
    name: singleLineText('Escribe un nombre para el sorteo.')
      .min(2, 'Escribe un nombre para el sorteo.')
      .max(120, 'El nombre puede tener como mucho 120 caracteres.'),
    eventId: z.uuid('Ese evento no existe.').nullable().optional(),
    repeatOf: z.uuid('Ese sorteo no existe.').nullable().optional(),
    budget: budgetInput.nullable().optional(),
    exchangeDate: calendarDate('Elige el día del intercambio.'),
    joinDeadline: instant('Elige hasta cuándo se puede entrar.'),
    timezone: ianaZone.default('Europe/Madrid'),
    /** The organiser draws too (the usual case); false for someone who only organises. */
    organiserTakesPart: z.boolean().default(true),
    /** Friends taking part from the start (more can join by the link). */
    userIds: z.array(z.uuid()).max(MAX_DRAW_PARTICIPANTS).default([]),
  })
  .refine((d) => new Date(d.joinDeadline) <= new Date(`${d.exchangeDate}T23:59:59Z`), {
    message: 'El plazo para entrar tiene que acabar antes del intercambio.',
    path: ['joinDeadline'],
  });
export type DrawInput = z.input<typeof drawInputSchema>;

export const drawQuery = paginationQuery.extend({ event: z.uuid().optional() });

/** PUT draw/exclusions/{id}: the whole set of pairs (each pair works both ways). */
export const drawExclusionsBody = z.object({
  exclusions: z.array(drawExclusionSchema).max(MAX_DRAW_EXCLUSIONS, 'Son demasiadas exclusiones.'),
});
/** POST draw/add/{id}: friends the organiser adds before the draw. */
export const drawAddBody = z.object({
  userIds: z.array(z.uuid()).min(1, 'Elige al menos a una persona.').max(MAX_DRAW_PARTICIPANTS),
});
export const drawJoinBody = z.object({ token: singleLineText().min(10).max(100) });
export const drawWishListBody = z.object({ listId: z.uuid('Esa lista no existe.').nullable() });
/** POST draw/redraw/{id}: once someone has seen their result, only with everyone told. */
export const drawRedrawBody = z.object({ tellEveryone: z.boolean().default(false) });

/**
 * `?for={dependentId}` on `draw/myResult`, `draw/reveal`, `draw/questions`, `draw/ask`, `draw/answer` and
 * `draw/leave`: a guardian acts for a dependent taking part (404 to anyone else).
 */
export const drawForQuery = z.object({
  for: z.uuid({ error: 'Elige a alguien de tu familia.' }).optional(),
});

/** POST draw/joinDependent/{id}: a guardian adds a dependent they look after, with one of its lists. */
export const drawJoinDependentBody = z.object({
  dependentId: z.uuid({ error: 'Elige a alguien de tu familia.' }),
  wishListId: z.uuid('Esa lista no existe.').nullable().optional(),
});

/** `draw/invite/{token}`: what the join page shows before joining. */
export const drawInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  organiserName: z.string(),
  budget: moneySchema.nullable(),
  exchangeDate: z.string(),
  joinDeadline: z.string(),
  timezone: z.string(),
  participantCount: z.number().int(),
  /** Still possible to join (open and before the deadline). */
  open: z.boolean(),
  alreadyIn: z.boolean(),
});

/**
 * A wish of my recipient's list as their giver sees it: the gift's id (for the usual gift calls, `gift/reserve/{id}`,
 * `gift/bought/{id}`), its state and whether I hold it. Never who else holds it; the recipient is told nothing.
 */
export const wishItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  price: moneySchema.nullable(),
  url: z.string().nullable(),
  note: z.string(),
  /** `fund`: money only, nothing to reserve (given on the list's own page). */
  kind: giftKindSchema,
  status: giftStatusSchema,
  reservedByMe: z.boolean(),
  /** Its price is above the draw's budget (same currency): listed after the ones within it. */
  overBudget: z.boolean(),
});
export type WishItem = z.infer<typeof wishItemSchema>;

/** `draw/myResult/{id}`: whom the caller gives to, with that person's list; only ever the caller's own pair. */
export const drawResultSchema = z.object({
  recipient: personSummarySchema,
  /** Their list for the exchange, wishes within the budget first, then those over it (`overBudget`). */
  wishList: z.object({ id: z.string(), name: z.string(), items: z.array(wishItemSchema) }).nullable(),
  /** From the exchange day on: whether I revealed myself to my recipient. */
  revealed: z.boolean(),
  canReveal: z.boolean(),
  /** From the exchange day on, only if they chose to reveal themselves: who gave to me. */
  givenBy: personSummarySchema.nullable(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

export const drawQuestionInput = z.object({
  text: multiLineText('Escribe tu pregunta.')
    .min(2, 'Escribe tu pregunta.')
    .max(
      MAX_DRAW_QUESTION_LENGTH,
      `La pregunta puede tener como mucho ${MAX_DRAW_QUESTION_LENGTH} caracteres.`,
    ),
});
export const drawAnswerInput = z.object({
  text: multiLineText('Escribe tu respuesta.')
    .min(1, 'Escribe tu respuesta.')
    .max(
      MAX_DRAW_QUESTION_LENGTH,
      `La respuesta puede tener como mucho ${MAX_DRAW_QUESTION_LENGTH} caracteres.`,
    ),
});

export const drawQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
});
export type DrawQuestion = z.infer<typeof drawQuestionSchema>;

/** `draw/questions/{id}`: what I asked my recipient, and what my (anonymous) giver asked me. */
export const drawQuestionsSchema = z.object({
  asked: z.array(drawQuestionSchema),
  received: z.array(drawQuestionSchema),
});
