import argon2 from "argon2";

/**
 * Password hashing: argon2id with OWASP's recommended floor (19 MiB, 2 passes, 1 lane)
 * raised to 64 MiB / 3 passes, the argon2 package's defaults. Parameters live in the
 * hash, so raising them later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** Constant-time check; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Password policy: 8–128 characters (argon2 has no length limit; 128 bounds the work). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Whether a password breaks the policy (the WeakPasswordError outcome). */
export const isWeakPassword = (p: string): boolean => p.length < PASSWORD_MIN || p.length > PASSWORD_MAX;
