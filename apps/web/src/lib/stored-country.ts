import type { CountryCode } from 'libphonenumber-js/min';

/**
 * The person's country for the catalogue's prices and shops, without libphonenumber's metadata
 * (~30 KB gzip): the home and public pages ask for products on their first paint and need only this.
 * The phone fields and the `flag` page use `countries.ts`, which re-exports these.
 */

/**
 * Local storage key (ours, not the seed's) holding the ISO code chosen on `flag`,
 * so every phone field starts with the person's country next time.
 */
export const COUNTRY_STORAGE_KEY = 'country';

export const FALLBACK_COUNTRY: CountryCode = 'ES';

let regionNames: Intl.DisplayNames | undefined;

/** Two capital letters that name a region the browser knows ("MX"; not "419", not "ZZ"). */
export function looksLikeCountry(value: unknown): value is CountryCode {
  if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) return false;
  regionNames ??= new Intl.DisplayNames('es', { type: 'region', fallback: 'none' });
  try {
    return regionNames.of(value) !== undefined;
  } catch {
    return false;
  }
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

/** The country chosen on `flag` (always one of libphonenumber's), else the guess from the browser's language. */
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
