import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane). Algorithm 2 is argon2id; the
 * package's const enum cannot be imported under isolatedModules.
 */
const POLICY = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, POLICY);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash (unknown e-mail, deleted account) it still runs one
 * verification against a dummy hash, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password that never matches');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** True when a stored hash was made with weaker or other parameters than the policy's. */
export function needsRehash(storedHash: string): boolean {
  try {
    const options = parseOptions(storedHash);
    return (
      options.algorithm !== POLICY.algorithm ||
      options.memoryCost < POLICY.memoryCost ||
      options.timeCost < POLICY.timeCost
    );
  } catch {
    return true;
  }
}
