import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '@detalle/contract';

/**
 * The reference a giver writes in the transfer's concept, so the owner can tell it apart in their bank: `DT-` and
 * six characters without the ones people misread (0/O, 1/I). Unique per list (a unique index); a clash, about one
 * in a billion per pair, only makes the giver ask again.
 */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `DT-${code}`;
}
