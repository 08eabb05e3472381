import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { hobbySchema } from './catalogue.js';
import { calendarDate } from './dates.js';

/**
 * Accounts: sign-up, the four sign-ins, confirmation, recovery, profile.
 * Paths are those of seed §7 under /api; the ones the seed does not show are
 * documented next to their schema.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string({ error: 'Escribe tu correo electrónico.' })
  .trim()
  .toLowerCase()
  .max(254, 'El correo es demasiado largo.')
  .pipe(z.email('Escribe un correo electrónico válido, como nombre@ejemplo.com.'));

/** Only length here; the API also refuses the most common passwords. */
export const newPasswordSchema = z
  .string({ error: 'Escribe una contraseña.' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `La contraseña puede tener como mucho ${PASSWORD_MAX} caracteres.`);

/** A password being checked (sign-in): any length the form allows, never trimmed. */
export const passwordSchema = z
  .string({ error: 'Escribe tu contraseña.' })
  .min(1, 'Escribe tu contraseña.')
  .max(PASSWORD_MAX, 'La contraseña no es correcta.');

export const personNameSchema = z
  .string({ error: 'Escribe tu nombre.' })
  .trim()
  .min(1, 'Escribe tu nombre.')
  // 120, like an organisation's name, so an ONG can keep its full name when it edits its profile.
  .max(120, 'El nombre puede tener como mucho 120 caracteres.');

export const lastnameSchema = z
  .string({ error: 'Escribe tus apellidos.' })
  .trim()
  .min(1, 'Escribe tus apellidos.')
  .max(80, 'Los apellidos pueden tener como mucho 80 caracteres.');

/** The country calling code without "+", e.g. "34" for Spain, "52" for Mexico (seed: `codephone`). */
export const codephoneSchema = z
  .string({ error: 'Elige el país de tu número.' })
  .trim()
  .regex(/^\+?\d{1,4}$/, 'El prefijo del país no es válido. Elige tu país en la lista.')
  .transform((v) => v.replace(/^\+/, ''));

export const mobileSchema = z
  .string({ error: 'Escribe tu número de móvil.' })
  .trim()
  .regex(/^[\d\s().-]{4,20}$/, 'Escribe tu número de móvil solo con cifras.')
  .transform((v) => v.replace(/\D/g, ''));

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

const passwordsMatch = (v: { password: string; repassword: string }, ctx: z.RefinementCtx) => {
  if (v.password !== v.repassword) {
    ctx.addIssue({ code: 'custom', path: ['repassword'], message: 'Las contraseñas no coinciden.' });
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

/** POST user/login */
export const loginBody = z.object({ email: emailSchema, password: passwordSchema });
export type LoginBody = z.input<typeof loginBody>;

/** POST user/login_movil */
export const loginMobileBody = z
  .object({ codephone: codephoneSchema, mobile: mobileSchema, password: passwordSchema })
  .superRefine(checkPhonePair);
export type LoginMobileBody = z.input<typeof loginMobileBody>;

/**
 * POST user/loginGoogle. `token` is the Google ID token (a JWT); the API verifies
 * it. The other social-account fields of seed §3 may be sent but are ignored:
 * identity comes only from the verified token.
 */
export const loginGoogleBody = z.object({
  token: z.string({ error: 'Falta el token de Google.' }).min(20).max(8000),
});

/** POST user/loginFacebook. `accessToken` is checked with the Graph API `debug_token`. */
export const loginFacebookBody = z.object({
  accessToken: z.string({ error: 'Falta el token de Facebook.' }).min(10).max(2000),
});

/** GET user/socialConfig: which social buttons to show, and Google's client id for its button. */
export const socialConfigSchema = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  facebook: z.object({ appId: z.string() }).nullable(),
});
export type SocialConfig = z.infer<typeof socialConfigSchema>;

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

export const recoveryCodeSchema = z
  .string({ error: 'Escribe el código de 6 cifras.' })
  .trim()
  .regex(/^\d{6}$/, 'El código tiene 6 cifras.');

/** PUT user/recoveryPassCodeVerify */
export const recoveryCodeVerifyBody = z
  .object({ ...recoveryWho, code: recoveryCodeSchema })
  .superRefine(oneWay);

/**
 * PUT user/recoveryLinkVerify: the token of the e-mailed link `forget-password/{token}`, checked without spending
 * it, so the page says a link is bad before asking for a new password.
 */
export const recoveryLinkVerifyBody = z.object({ token: z.string().min(20).max(200) });

/**
 * PUT user/recoveryPass (seed §3 "Password reset": email, code, password, repassword).
 * The e-mailed link `forget-password/{token}` sends `token` instead of who + code.
 */
export const recoveryPassBody = z
  .object({
    ...recoveryWho,
    code: recoveryCodeSchema.optional(),
    token: z.string().min(20).max(200).optional(),
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

/** POST user/confirmar: the token of the e-mailed link `confirmar/{token}`. */
export const confirmEmailBody = z.object({ token: z.string().min(20).max(200) });

/** PUT user/verificarConfirmacion: the session's current `confirmed` flag. */
export const confirmationStatusSchema = z.object({ confirmed: z.boolean() });
/** POST user/confirmar: whether the link confirmed the e-mail, and what to tell the person. */
export const confirmEmailResultSchema = z.object({ confirmed: z.boolean(), message: z.string() });
export type ConfirmEmailResult = z.infer<typeof confirmEmailResultSchema>;

/** POST user/reenviarConfirmacion: the signed-in person's address, or the one given. */
export const resendConfirmationBody = z.object({ email: emailSchema.optional() });

export const ongStatusSchema = z.enum(['pending', 'verified']);

export const ongProfileSchema = z.object({
  legalId: z.string(),
  country: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  status: ongStatusSchema,
});

/** GET person/get: the signed-in person's own profile. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  type: z.number().int(),
  confirmed: z.boolean(),
  codephone: z.string().nullable(),
  mobile: z.string().nullable(),
  birthday: z.string().nullable(),
  hobbies: z.array(hobbySchema),
  notifications: z.boolean(),
  hasPassword: z.boolean(),
  providers: z.array(z.enum(['google', 'facebook'])),
  ong: ongProfileSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT person/update: every field optional; `null` clears mobile, birthday or photo. */
export const personUpdateBody = z
  .object({
    name: personNameSchema.optional(),
    lastname: lastnameSchema.optional(),
    codephone: codephoneSchema.nullable().optional(),
    mobile: mobileSchema.nullable().optional(),
    birthday: calendarDate().nullable().optional(),
    /** Hobby ids or slugs; replaces the whole selection. */
    hobbies: z.array(z.string().max(80)).max(40, 'Elige como mucho 40 intereses.').optional(),
    notifications: z.boolean().optional(),
    image: z.null().optional(),
  })
  .superRefine(checkPhonePair);
export type PersonUpdateBody = z.input<typeof personUpdateBody>;

/** PUT user/password (from `config`). `current` is required when the account has a password. */
export const changePasswordBody = z
  .object({
    current: z.string().max(PASSWORD_MAX).optional(),
    password: newPasswordSchema,
    repassword: z.string({ error: 'Repite la contraseña.' }),
  })
  .superRefine(passwordsMatch);

/** DELETE user/delete (from `config`): deletes the account and its data for good. */
export const deleteAccountBody = z.object({
  password: z.string().max(PASSWORD_MAX).optional(),
  confirm: z.literal(true, { error: 'Confirma que quieres eliminar tu cuenta.' }),
});

/** POST ong/save (`register-ong`). */
export const registerOngBody = z
  .object({
    name: z.string().trim().min(2, 'Escribe el nombre de la organización.').max(120),
    legalId: z
      .string({ error: 'Escribe el identificador fiscal (CIF, RFC, NIT...).' })
      .trim()
      .min(3, 'Escribe el identificador fiscal (CIF, RFC, NIT...).')
      .max(40),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Elige el país de la organización.'),
    email: emailSchema,
    codephone: codephoneSchema,
    mobile: mobileSchema,
    website: z
      .url({ protocol: /^https?$/, error: 'Escribe una dirección web que empiece por https://' })
      .max(300)
      .optional(),
    description: z
      .string()
      .trim()
      .max(1000, 'La descripción puede tener como mucho 1000 caracteres.')
      .default(''),
    password: newPasswordSchema,
  })
  .superRefine(checkPhonePair);
export type RegisterOngBody = z.input<typeof registerOngBody>;
