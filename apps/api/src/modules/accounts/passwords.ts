import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors.js';
import { commonPasswords } from './common-passwords.js';

/**
 * argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, t=2, p=1.
 * Raise these, never lower them: old hashes keep their own parameters and still verify.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing in particular, verified when the account does not exist so both answers take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('contraseña-que-nadie-usa');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Refuses the passwords everyone tries first (length is already checked by the contract). */
export function assertStrongPassword(password: string, field = 'password') {
  const normal = password.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (
    commonPasswords.has(normal) ||
    /^(.)\1+$/.test(normal) ||
    /^(0123456789|123456789|12345678)/.test(normal)
  ) {
    const message = 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra más personal.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: field, message }]);
  }
}
