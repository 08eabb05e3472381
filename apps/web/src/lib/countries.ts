import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { FALLBACK_COUNTRY, getStoredCountry } from './stored-country';

export { COUNTRY_STORAGE_KEY, FALLBACK_COUNTRY, guessCountry, storeCountry } from './stored-country';

/** The stored or guessed country for a phone field: one libphonenumber knows (it needs its calling code), else Spain. */
export function getPhoneCountry(): CountryCode {
  const code = getStoredCountry();
  return isSupportedCountry(code) ? code : FALLBACK_COUNTRY;
}

/**
 * Countries for phone numbers (the `flag` page, seed §2) and for an
 * organisation's address. The list and the calling codes come from
 * libphonenumber's metadata, the same the contract validates numbers with, so a
 * country we offer is always one whose numbers the API accepts.
 */

export type Country = {
  /** ISO 3166-1 alpha-2, e.g. "MX". */
  code: CountryCode;
  /** Spanish name, e.g. "México". */
  name: string;
  /** Without "+", e.g. "52" (the contract's `codephone`). */
  callingCode: string;
  flag: string;
};

/** Listed first on `flag`: Spain and the Spanish-speaking Americas, then the US (large Spanish-speaking community). */
export const COMMON_COUNTRIES: readonly CountryCode[] = [
  'ES',
  'MX',
  'AR',
  'CO',
  'CL',
  'PE',
  'VE',
  'EC',
  'GT',
  'CU',
  'BO',
  'DO',
  'HN',
  'PY',
  'SV',
  'NI',
  'CR',
  'PA',
  'UY',
  'PR',
  'US',
];

/** Two regional-indicator letters make the flag emoji: "MX" → 🇲🇽. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let cached: Country[] | null = null;

/** Every country, sorted by its Spanish name. */
export function allCountries(): Country[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames('es', { type: 'region' });
  cached = getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      callingCode: getCountryCallingCode(code),
      flag: flagEmoji(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return cached;
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && allCountries().some((c) => c.code === value);
}

export function findCountry(code: string | null | undefined): Country | undefined {
  return allCountries().find((c) => c.code === code);
}

/** The country of a stored number: "+1" alone could be the US or Canada, so the number decides. */
export function countryOfPhone(codephone: string, mobile: string): CountryCode | undefined {
  return parsePhoneNumberFromString(`+${codephone}${mobile}`)?.country;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Matches the Spanish name (accents ignored), the ISO code or the calling code ("+52", "52"). */
export function searchCountries(query: string): Country[] {
  const q = fold(query);
  if (!q) return allCountries();
  const digits = q.replace(/^\+/, '');
  return allCountries().filter(
    (c) =>
      fold(c.name).includes(q) ||
      c.code.toLowerCase() === q ||
      (/^\d+$/.test(digits) && c.callingCode.startsWith(digits)),
  );
}
