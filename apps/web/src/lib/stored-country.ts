import type { CountryCode } from 'libphonenumber-js/min';

/**
 * The person's country for the catalogue's prices and shops, without libphonenumber's (large)
 * metadata: the home and public pages ask for products on their first paint and need only this.
 * The phone fields and the `flag` page use `countries.ts`, which re-exports these.
 */

/**
 * Local storage key (ours, not the seed's) holding the ISO code chosen on `flag`,
 * so every phone field starts with the person's country next time.
 */
export const COUNTRY_STORAGE_KEY = 'country';

export const FALLBACK_COUNTRY: CountryCode = 'ES';

/**
 * ISO 3166-1's user-assigned codes (AA, QM–QZ, XA–XZ, ZZ): no one lives there, but a test setting
 * ("XX") or a pseudo-locale ("en-XA") can carry one.
 */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

/**
 * Two capital letters that can name a person's country ("MX"; not "419", "XX" or "ZZ"). Deliberately
 * no lookup in the browser's region names: building `Intl.DisplayNames` is slow on a phone, on
 * every page that lists products, and the catalogue does not need it (the API shows Spain's catalogue
 * for a country it has none for). The phone fields check the code against libphonenumber's countries
 * (`countries.ts`).
 */
export function looksLikeCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && !USER_ASSIGNED.test(value);
}

/** The country of the browser's language ("es-MX" → MX), or Spain. */
export function guessCountry(languages: readonly string[] = browserLanguages()): CountryCode {
  for (const tag of languages) {
    const region = tag.split(/[-_]/)[1]?.toUpperCase();
    if (region && looksLikeCountry(region)) return region;
  }
  return FALLBACK_COUNTRY;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The country chosen on `flag` (always one of libphonenumber's), else the guess from the browser's language.
 * For a phone field, `countries.ts`'s `getPhoneCountry` also makes sure libphonenumber knows it.
 */
export function getStoredCountry(): CountryCode {
  try {
    const stored = window.localStorage.getItem(COUNTRY_STORAGE_KEY);
    if (looksLikeCountry(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the guess.
  }
  return guessCountry();
}

export function storeCountry(code: CountryCode): void {
  try {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, code);
  } catch {
    // Not remembered, but the current form still gets the choice.
  }
}
