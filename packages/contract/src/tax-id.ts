import isTaxID from 'validator/lib/isTaxID.js';

/**
 * A Spanish NIF of a person (DNI, 8 digits and a letter) or NIE (X, Y or Z, 7 digits and a letter), with its
 * control letter right: validator's `isTaxID(…, 'es-ES')`. `value` in capitals without spaces or dashes.
 */
export function isSpanishTaxId(value: string): boolean {
  return /^(\d{8}|[XYZ]\d{7})[A-Z]$/.test(value) && isTaxID(value, 'es-ES');
}

/** The organisation's kind a CIF starts with (Orden EHA/451/2008): these end in a letter, these in a digit. */
const CIF_LETTER_ONLY = 'NPQRSW';
const CIF_DIGIT_ONLY = 'ABEH';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/**
 * A Spanish CIF (the NIF of a company or other organisation): its kind's letter (A sociedad anónima, B limitada,
 * G asociación o fundación…), 7 digits and a control character, checked as Orden EHA/451/2008 says. validator
 * checks only the NIF of people (`isSpanishTaxId`) and the VAT form of a CIF by its shape, so the control is
 * here: the digits in odd places doubled (the two figures added), those in even places added, and the control is
 * what takes the sum to a ten, written as a digit or as the letter in that place of "JABCDEFGHI".
 */
export function isSpanishCif(value: string): boolean {
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!m) return false;
  const [, kind = '', digits = '', control = ''] = m;
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) {
      const twice = d * 2;
      sum += Math.floor(twice / 10) + (twice % 10);
    } else sum += d;
  }
  const check = (10 - (sum % 10)) % 10;
  const asLetter = CIF_CONTROL_LETTERS[check];
  if (CIF_LETTER_ONLY.includes(kind)) return control === asLetter;
  if (CIF_DIGIT_ONLY.includes(kind)) return control === String(check);
  return control === String(check) || control === asLetter;
}
