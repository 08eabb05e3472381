import { z } from 'zod';
import { hobbySchema } from './catalogue.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-length.js';
import { singleLineText } from './text-schemas.js';

/**
 * Accounts: sign-up, the four sign-ins, confirmation, recovery, profile.
 * Paths are those of seed §7 under /api; the ones the seed does not show are
 * documented next to their schema. The schemas that check a phone number live in
 * `accounts-phone.ts`: libphonenumber's large metadata reaches only the pages that use them.
 */

export const emailSchema = singleLineText('Escribe tu correo electrónico.')
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

export const personNameSchema = singleLineText('Escribe tu nombre.')
  .min(1, 'Escribe tu nombre.')
  // 120, like an organisation's name, so an ONG can keep its full name when it edits its profile.
  .max(120, 'El nombre puede tener como mucho 120 caracteres.');

export const lastnameSchema = singleLineText('Escribe tus apellidos.')
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

/** Refinement: `repassword` repeats `password`. */
export const passwordsMatch = (v: { password: string; repassword: string }, ctx: z.RefinementCtx) => {
  if (v.password !== v.repassword) {
    ctx.addIssue({ code: 'custom', path: ['repassword'], message: 'Las contraseñas no coinciden.' });
  }
};

/** POST user/login */
export const loginBody = z.object({ email: emailSchema, password: passwordSchema });
export type LoginBody = z.input<typeof loginBody>;

/**
 * POST user/loginGoogle. `token` is the Google ID token (a JWT); the API verifies
 * it. The other social-account fields of seed §3 may be sent but are ignored:
 * identity comes only from the verified token.
 */
export const loginGoogleBody = z.object({
  token: singleLineText('Falta el token de Google.').min(20).max(8000),
});

/** POST user/loginFacebook. `accessToken` is checked with the Graph API `debug_token`. */
export const loginFacebookBody = z.object({
  accessToken: singleLineText('Falta el token de Facebook.').min(10).max(2000),
});

/** GET user/socialConfig: which social buttons to show, and Google's client id for its button. */
export const socialConfigSchema = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  facebook: z.object({ appId: z.string() }).nullable(),
});
export type SocialConfig = z.infer<typeof socialConfigSchema>;

export const recoveryCodeSchema = z
  .string({ error: 'Escribe el código de 6 cifras.' })
  .trim()
  .regex(/^\d{6}$/, 'El código tiene 6 cifras.');

/**
 * PUT user/recoveryLinkVerify: the token of the e-mailed link `forget-password/{token}`, checked without spending
 * it, so the page says a link is bad before asking for a new password.
 */
export const recoveryLinkVerifyBody = z.object({ token: singleLineText().min(20).max(200) });

/** POST user/confirmar: the token of the e-mailed link `confirmar/{token}`. */
export const confirmEmailBody = z.object({ token: singleLineText().min(20).max(200) });

/** PUT user/verificarConfirmacion: the session's current `confirmed` flag. */
export const confirmationStatusSchema = z.object({ confirmed: z.boolean() });
/** POST user/confirmar: whether the link confirmed the e-mail, and what to tell the person. */
export const confirmEmailResultSchema = z.object({ confirmed: z.boolean(), message: z.string() });
export type ConfirmEmailResult = z.infer<typeof confirmEmailResultSchema>;

/** POST user/reenviarConfirmacion: the signed-in person's address, or the one given. */
export const resendConfirmationBody = z.object({ email: emailSchema.optional() });

export const ONG_STATUSES = ['pending', 'verified'] as const;
export const ongStatusSchema = z.enum(ONG_STATUSES);

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
