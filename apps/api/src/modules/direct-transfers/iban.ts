import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { AppError } from '../../errors.js';

/**
 * The owner's IBAN, checked with `ibantools` (the country's length and the mod-97 check digits) before a giver
 * may copy it, and the forms it is shown in: masked to whoever may reach the list, grouped by four once they
 * choose to give.
 */
export function checkIban(input: string): string {
  const iban = electronicFormatIBAN(input) ?? '';
  if (!isValidIBAN(iban)) {
    const message =
      'Ese IBAN no es válido. Revisa que no falte ni sobre ninguna cifra (ES y 22 cifras en España).';
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'iban', message }]);
  }
  return iban;
}

/** "ES91 •••• •••• •••• 1332": the country and check digits, and the last four. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} •••• •••• •••• ${iban.slice(-4)}`;

/** "ES91 2100 0418 4502 0005 1332". */
export const groupIban = (iban: string) => friendlyFormatIBAN(iban) ?? iban;

/** "+34612345678" → "612 34 56 78" (a Spanish mobile, as people say it). */
export const spanishMobile = (e164: string) => {
  const n = e164.replace(/^\+34/, '');
  return `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
};

/** "••• •• •• 78". */
export const maskMobile = (e164: string) => `••• •• •• ${e164.slice(-2)}`;
