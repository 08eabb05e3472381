import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { singleLineText } from './text-schemas.js';

/**
 * A Bizum phone: a Spanish mobile (Bizum works only with them), checked by libphonenumber; kept as +34XXXXXXXXX.
 * Empty means none.
 */
export const bizumPhoneSchema = singleLineText()
  .max(20, 'Ese número es demasiado largo.')
  .transform((s, ctx) => {
    const raw = s.trim();
    if (raw === '') return null;
    const phone = parsePhoneNumberFromString(raw, 'ES');
    if (phone?.country !== 'ES' || !phone.isValid() || !/^[67]/.test(phone.nationalNumber)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Escribe un móvil español de 9 cifras (Bizum solo funciona con ellos), como 612 34 56 78.',
      });
      return z.NEVER;
    }
    return phone.number as string;
  });
