import { z } from 'zod';
import { paginationQuery } from './pagination.js';
import { givingMethodSchema, paymentInstructionsSchema } from './payment-methods.js';
import { PROVINCE_CODES } from './provinces.js';
import { isSpanishCif, isSpanishTaxId } from './tax-id.js';
import { multiLineText, singleLineText, webAddress } from './text-schemas.js';
import { nextActionSchema, paymentStatusSchema } from './wallet.js';

export * from './provinces.js';

/**
 * ONGs. A registered organisation is a user of type 2 with an `ongs` row; only a verified one is
 * public: its page (`ong/get/{id}`), the listing (`ong/list`), its need-lists among "Listas destacadas", and
 * donations (`donation/save`, `donation/guest`). An unverified ONG is a 404 everywhere but to itself.
 */

/** A need-list ("Lo que necesitamos") on an ONG's page: one of its public lists, opened at `/regalar?lista=`. */
export const ongNeedListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  giftCount: z.number().int(),
});
export type OngNeedList = z.infer<typeof ongNeedListSchema>;

/** An ONG as anyone sees it (verified only). `legalId` is its registration number (CIF, RFC, NIT…). */
export const ongSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  country: z.string(),
  legalId: z.string(),
  website: z.string().nullable(),
  verified: z.literal(true),
});
export type OngSummary = z.infer<typeof ongSummarySchema>;

export const ongPageSchema = ongSummarySchema.extend({
  needLists: z.array(ongNeedListSchema),
  /** True when the caller is this ONG (it sees "Editar" and "Donaciones recibidas"). */
  isMine: z.boolean(),
});
export type OngPage = z.infer<typeof ongPageSchema>;

/** `ong/list?lim&pos&q`: verified ONGs, by name. */
export const ongListQuery = paginationQuery.extend({ q: singleLineText().max(80).optional() });

/** `ong/update`: the ONG edits what its page says. A new registration number sends it back to "pendiente". */
export const ongUpdateBody = z.object({
  description: multiLineText().max(1000, 'La descripción puede tener como mucho 1000 caracteres.').optional(),
  legalId: singleLineText()
    .min(3, 'Escribe el identificador fiscal (CIF, RFC, NIT...).')
    .max(40, 'El identificador fiscal puede tener como mucho 40 caracteres.')
    .optional(),
  website: webAddress('Escribe una dirección web que empiece por https://').max(300).nullable().optional(),
});
export type OngUpdateBody = z.input<typeof ongUpdateBody>;

/** The ONG's own view of its profile (`ong/mine`): its status too. */
export const ongOwnSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  legalId: z.string(),
  website: z.string().nullable(),
  status: z.enum(['pending', 'verified']),
});
export type OngOwn = z.infer<typeof ongOwnSchema>;

// ---------------------------------------------------------------- donations

/**
 * The donor's tax id, optional for a person: a Spanish NIF (DNI), NIE or, for a company, CIF, written with or
 * without spaces, dots and dashes, kept in capitals without them, each checked with its control character
 * (`isSpanishTaxId`, `isSpanishCif`). Which of them the donor may give is `donorRules`' part.
 */
export const donorTaxIdSchema = singleLineText()
  .transform((s) => s.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .max(12, 'Revisa el NIF, NIE o CIF: es más largo de lo que puede ser.')
      .superRefine((s, ctx) => {
        if (s === '' || isSpanishTaxId(s) || isSpanishCif(s)) return;
        const message = /^(\d{8}|[XYZ]\d{7})[A-Z]$/.test(s)
          ? 'Revisa el NIF o NIE: la letra no corresponde al número (por ejemplo, 12345678Z).'
          : /^[A-Z]\d{7}[0-9A-Z]$/.test(s)
            ? 'Revisa el CIF: el último carácter no corresponde a los anteriores (por ejemplo, B12345674).'
            : 'Escribe un NIF, NIE o CIF español (por ejemplo, 12345678Z o B12345674).';
        ctx.addIssue({ code: 'custom', message });
      }),
  )
  .transform((s) => (s === '' ? null : s));

/** Who gives: a person (NIF or NIE, optional) or a company (its CIF and razón social, both required). */
export const DONOR_KINDS = ['person', 'company'] as const;
export const donorKindSchema = z.enum(DONOR_KINDS);
export type DonorKind = z.infer<typeof donorKindSchema>;

/** The donor's province (two figures, `provinces.ts`), as Modelo 182 declares each donor. */
export const donorProvinceSchema = z
  .enum(PROVINCE_CODES, { error: 'Elige una provincia de la lista.' })
  .nullable();

/**
 * What the donor's identity must hold together: a company gives its CIF and a person a NIF or NIE (or none);
 * whoever gives a tax id gives their province too, because the ONG declares both (Modelo 182).
 */
export function donorRules(
  p: { donorKind: DonorKind; taxId?: string | null; province?: string | null },
  ctx: z.RefinementCtx,
) {
  const taxId = p.taxId ?? null;
  if (p.donorKind === 'company') {
    if (!taxId)
      ctx.addIssue({
        code: 'custom',
        path: ['taxId'],
        message: 'Escribe el CIF de la empresa para el certificado.',
      });
    else if (isSpanishTaxId(taxId))
      ctx.addIssue({
        code: 'custom',
        path: ['taxId'],
        message: 'Escribe el CIF de la empresa (por ejemplo, B12345674), no el NIF de una persona.',
      });
  } else if (taxId && isSpanishCif(taxId))
    ctx.addIssue({
      code: 'custom',
      path: ['taxId'],
      message: 'Es el CIF de una empresa: si donas en su nombre, elige «Empresa».',
    });
  if (taxId && !p.province)
    ctx.addIssue({
      code: 'custom',
      path: ['province'],
      message: 'Elige la provincia de tu domicilio fiscal: la ONG la necesita para declarar tu donación.',
    });
}

/** The donor's full name (or a company's razón social) as it goes on the certificate. */
export const donorFullNameSchema = singleLineText('Escribe tu nombre y apellidos para el certificado.')
  .min(2, 'Escribe tu nombre y apellidos para el certificado.')
  .max(160, 'El nombre puede tener como mucho 160 caracteres.');

/** A donation as its donor sees it (and, with a token, a guest): the certificate when it succeeded. */
export const donationSchema = z.object({
  id: z.string(),
  status: paymentStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  ong: z.object({ id: z.string(), name: z.string() }),
  fullName: z.string(),
  taxId: z.string().nullable(),
  /** `2026-000123`: sequential per ONG and year, given when the donation succeeds. */
  certificateNumber: z.string().nullable(),
  testMode: z.boolean(),
  nextAction: nextActionSchema,
  paidWith: givingMethodSchema,
  feeCovered: z.number().int(),
  /** While `awaiting_funds`: what the donor must do (the IBAN and reference, the voucher, the app). */
  instructions: paymentInstructionsSchema.nullable(),
  received: z.number().int(),
  requestedAmount: z.number().int().nullable(),
  /** While `awaiting_funds`: until when the instructions hold (a transfer's reference, a voucher). */
  expiresAt: z.string().nullish(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Only in the first answer to a guest: for the confirmation step and the certificate link. */
  token: z.string().optional(),
});
export type Donation = z.infer<typeof donationSchema>;

export const donationTokenQuery = z.object({ token: singleLineText().min(16).max(128).optional() });
export const donationConfirmBody = z.object({
  token: singleLineText().min(16).max(128).optional(),
  approve: z.boolean().default(true),
});

/** "Donaciones recibidas": what the ONG sees of each succeeded donation. */
export const receivedDonationSchema = z.object({
  id: z.string(),
  certificateNumber: z.string(),
  date: z.string(),
  donorName: z.string(),
  taxId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});
export type ReceivedDonation = z.infer<typeof receivedDonationSchema>;

export const donationExportQuery = z.object({
  year: z.coerce.number().int().min(2000, 'Elige un año válido.').max(2200, 'Elige un año válido.'),
});

/**
 * `ong/donations/donors?year=`: the year's donors for Modelo 182, a year that has begun (from 2000 to this one,
 * by the calendar of Spain, where the declaration is filed).
 */
export const donorDeclarationQuery = z.object({
  year: z.coerce
    .number({ error: 'Elige el año que quieres declarar.' })
    .int('Elige el año que quieres declarar.')
    .min(2000, 'Elige un año a partir de 2000.')
    .refine((y) => y <= madridYear(), {
      message: 'Ese año aún no ha empezado: elige este año o uno anterior.',
    }),
});

/** This year in Spain's peninsular time (what "this year" is for a Spanish ONG's declaration). */
export const madridYear = (at = new Date()) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(at));

/** "Dona a una ONG en lugar de regalarme": the ONG a list's or event's owner chose (null = none). */
export const charityChoiceBody = z.object({
  ongId: z.uuid({ error: 'Elige una ONG verificada.' }).nullable(),
});
