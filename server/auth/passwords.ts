import { randomBytes } from 'node:crypto';
import { hash, type Options, verify } from '@node-rs/argon2';

/** argon2id, 19 MiB, 2 passes (OWASP's minimum; about 25 ms here). */
// algorithm 2 is Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Verifies against a throwaway hash, so an unknown e-mail costs as long as a wrong password. */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}
