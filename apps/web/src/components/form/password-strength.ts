import { PASSWORD_MIN } from '@detalle/contract';

export type Strength = 'short' | 'weak' | 'fair' | 'strong';

/**
 * A hint, not a rule: the contract checks the length and the API refuses the
 * most common passwords. Longer and more varied scores higher.
 */
export function passwordStrength(password: string): Strength {
  if (password.length < PASSWORD_MIN) return 'short';
  const kinds = [/[a-zñ]/, /[A-ZÑ]/, /\d/, /[^a-zA-ZñÑ\d]/].filter((re) => re.test(password)).length;
  const repeats = /^(.)\1+$/.test(password) || /^(?:0?123456789|12345678|abcdefgh|qwerty)/i.test(password);
  if (repeats) return 'weak';
  const score = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 3) return 'fair';
  return 'weak';
}
