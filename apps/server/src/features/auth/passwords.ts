import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id minimum: 19 MiB of memory, 2 passes. @node-rs/argon2 ships
 * prebuilt binaries for every platform and hashes off the event loop.
 */
const HASH_OPTIONS = {
  // Algorithm.Argon2id; the enum is declared `const`, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throwaway hash when the user
 * does not exist or has no password (a simulated demo player), so that every
 * failure takes the same time and answers alike.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('takeline-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
