import isTaxID from 'validator/lib/isTaxID.js';

/**
 * A Spanish NIF of a person (DNI, 8 digits and a letter) or NIE (X, Y or Z, 7 digits and a letter), with its
 * control letter right: validator's `isTaxID(…, 'es-ES')`. What a donor gives for the certificate:
 * donations by companies (CIF) are not taken yet. `value` in capitals without spaces or dashes.
 */
export function isSpanishTaxId(value: string): boolean {
  return /^(\d{8}|[XYZ]\d{7})[A-Z]$/.test(value) && isTaxID(value, 'es-ES');
}
