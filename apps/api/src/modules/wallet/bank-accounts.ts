import { clabe } from 'clabe-validator';
import { electronicFormatIBAN, extractIBAN, isValidIBAN } from 'ibantools';
import { AppError } from '../../errors.js';

/**
 * Bank accounts that receive payouts, checked with well-kept libraries before anything is sent to a provider:
 * IBAN (Spain and every IBAN country: length per country and the mod-97 check digits, `ibantools`) and
 * CLABE (Mexico: bank code and check digit, `clabe-validator`). Only the last four digits and a masked
 * form are kept in our database; the whole number goes to the provider once.
 */
export type CheckedBankAccount = {
  brand: 'IBAN' | 'CLABE';
  /** Without spaces, upper case: what the provider receives. */
  account: string;
  country: string;
  /** The currency its country pays out in, for the provider. */
  currency: string;
  last4: string;
  masked: string;
};

/** SEPA countries pay out in euros; others in their own currency where we support it. */
const CURRENCY_BY_COUNTRY: Record<string, string> = { MX: 'MXN', GB: 'GBP', CH: 'CHF' };

export function checkBankAccount(input: string): CheckedBankAccount {
  const account = input.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{18}$/.test(account)) {
    const check = clabe.validate(account);
    if (!check.ok)
      throw new AppError('BANK_ACCOUNT_INVALID', 'Esa CLABE no es válida. Revisa las 18 cifras.');
    return {
      brand: 'CLABE',
      account,
      country: 'MX',
      currency: 'MXN',
      last4: account.slice(-4),
      masked: `•••• •••• •••• ••${account.slice(-4)}`,
    };
  }
  const iban = electronicFormatIBAN(account) ?? '';
  if (!isValidIBAN(iban)) throw new AppError('BANK_ACCOUNT_INVALID');
  const country = extractIBAN(iban).countryCode ?? iban.slice(0, 2);
  const last4 = iban.slice(-4);
  return {
    brand: 'IBAN',
    account: iban,
    country,
    currency: CURRENCY_BY_COUNTRY[country] ?? 'EUR',
    last4,
    masked: `${iban.slice(0, 4)} •••• •••• •••• •••• ${last4}`,
  };
}
