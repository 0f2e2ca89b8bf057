import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@zakazi/contract';
import argon2 from 'argon2';
import { AppError } from '../../shared/errors.ts';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. The demo loader uses the same. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never logs anyone in
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real verification, so unknown emails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= argon2.hash('dummy password for timing', ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  return common;
}

/** Why a password is refused, or null when it is acceptable. */
function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  if (commonPasswords().has(password.toLowerCase())) return 'This password is too common; choose another one';
  return null;
}

export function assertStrongPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError(400, 'weak-password', problem, [{ field: `body.${field}`, message: problem }]);
}
