import { parsePhoneNumberWithError } from 'libphonenumber-js/min';

/** "+34612345678" from calling code "34" and national digits; the contract has already checked validity. */
export function toE164(codephone: string, mobile: string): string {
  return parsePhoneNumberWithError(`+${codephone}${mobile}`).number;
}
