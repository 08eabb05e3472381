import { getCountryCallingCode } from 'libphonenumber-js/min';
import { FALLBACK_COUNTRY, isCountryCode } from '@/lib/countries';

/** The contract's `codephone` for a country the form holds as an ISO code. */
export function callingCodeOf(country: string): string {
  return getCountryCallingCode(isCountryCode(country) ? country : FALLBACK_COUNTRY);
}
