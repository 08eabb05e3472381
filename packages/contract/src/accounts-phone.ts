import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import {
  codephoneSchema,
  emailSchema,
  lastnameSchema,
  mobileSchema,
  newPasswordSchema,
  passwordSchema,
  passwordsMatch,
  personNameSchema,
  recoveryCodeSchema,
} from './accounts.js';
import { calendarDate } from './date-schemas.js';
import { multiLineText, singleLineText, webAddress } from './text-schemas.js';

/**
 * Accounts: the schemas that check a phone number with libphonenumber (sign-up, the mobile sign-in,
 * recovery, profile, ONG sign-up). Apart from `accounts.ts` so that libphonenumber's (large)
 * metadata reaches only the web pages that use them, not the login by e-mail or a public page.
 */

/** "+34 612 34 56 78" style check of a calling code + national number, by libphonenumber. */
export const isValidMobile = (codephone: string, mobile: string) =>
  isValidPhoneNumber(`+${codephone}${mobile}`);

const checkPhonePair = (v: { codephone?: string | null; mobile?: string | null }, ctx: z.RefinementCtx) => {
  const hasCode = Boolean(v.codephone);
  const hasMobile = Boolean(v.mobile);
  if (hasMobile && !hasCode) {
    ctx.addIssue({ code: 'custom', path: ['codephone'], message: 'Elige el país de tu número.' });
  } else if (hasMobile && hasCode && !isValidMobile(v.codephone as string, v.mobile as string)) {
    ctx.addIssue({
      code: 'custom',
      path: ['mobile'],
      message: 'Ese número no es válido para el país elegido. Revisa las cifras o el país.',
    });
  }
};

/** POST person/save */
export const registerPersonBody = z
  .object({
    name: personNameSchema,
    lastname: lastnameSchema,
    email: emailSchema,
    codephone: codephoneSchema.optional(),
    mobile: mobileSchema.optional(),
    password: newPasswordSchema,
  })
  .superRefine(checkPhonePair);
export type RegisterPersonBody = z.input<typeof registerPersonBody>;

/** POST user/login_movil */
export const loginMobileBody = z
  .object({ codephone: codephoneSchema, mobile: mobileSchema, password: passwordSchema })
  .superRefine(checkPhonePair);
export type LoginMobileBody = z.input<typeof loginMobileBody>;

/** Who is recovering: an e-mail, or a calling code + mobile (seed §3 "Recovery request"). */
const recoveryWho = {
  email: emailSchema.optional(),
  codephone: codephoneSchema.optional(),
  mobile: mobileSchema.optional(),
};
const oneWay = (v: { email?: string; mobile?: string; codephone?: string }, ctx: z.RefinementCtx) => {
  if (!v.email && !v.mobile) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'Escribe tu correo o tu número de móvil.' });
  }
  checkPhonePair(v, ctx);
};

/** POST user/sedRecoverPassword: sends a 6-digit code (and, by e-mail, a link). Never says whether the account exists. */
export const recoveryRequestBody = z.object(recoveryWho).superRefine(oneWay);
export type RecoveryRequestBody = z.input<typeof recoveryRequestBody>;

/** PUT user/recoveryPassCodeVerify */
export const recoveryCodeVerifyBody = z
  .object({ ...recoveryWho, code: recoveryCodeSchema })
  .superRefine(oneWay);

/**
 * PUT user/recoveryPass (seed §3 "Password reset": email, code, password, repassword).
 * The e-mailed link `forget-password/{token}` sends `token` instead of who + code.
 */
export const recoveryPassBody = z
  .object({
    ...recoveryWho,
    code: recoveryCodeSchema.optional(),
    token: singleLineText().min(20).max(200).optional(),
    password: newPasswordSchema,
    repassword: z.string({ error: 'Repite la contraseña.' }),
  })
  .superRefine((v, ctx) => {
    passwordsMatch(v, ctx);
    if (!v.token) {
      oneWay(v, ctx);
      if (!v.code)
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'Escribe el código de 6 cifras.' });
    }
  });
export type RecoveryPassBody = z.input<typeof recoveryPassBody>;

/** PUT person/update: every field optional; `null` clears mobile, birthday or photo. */
export const personUpdateBody = z
  .object({
    name: personNameSchema.optional(),
    lastname: lastnameSchema.optional(),
    codephone: codephoneSchema.nullable().optional(),
    mobile: mobileSchema.nullable().optional(),
    birthday: calendarDate().nullable().optional(),
    /** Hobby ids or slugs; replaces the whole selection. */
    hobbies: z.array(singleLineText().max(80)).max(40, 'Elige como mucho 40 intereses.').optional(),
    notifications: z.boolean().optional(),
    image: z.null().optional(),
  })
  .superRefine(checkPhonePair);
export type PersonUpdateBody = z.input<typeof personUpdateBody>;

/** POST ong/save (`register-ong`). */
export const registerOngBody = z
  .object({
    name: singleLineText().min(2, 'Escribe el nombre de la organización.').max(120),
    legalId: singleLineText('Escribe el identificador fiscal (CIF, RFC, NIT...).')
      .min(3, 'Escribe el identificador fiscal (CIF, RFC, NIT...).')
      .max(40),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Elige el país de la organización.'),
    email: emailSchema,
    codephone: codephoneSchema,
    mobile: mobileSchema,
    website: webAddress('Escribe una dirección web que empiece por https://').max(300).optional(),
    description: multiLineText()
      .max(1000, 'La descripción puede tener como mucho 1000 caracteres.')
      .default(''),
    password: newPasswordSchema,
  })
  .superRefine(checkPhonePair);
export type RegisterOngBody = z.input<typeof registerOngBody>;
