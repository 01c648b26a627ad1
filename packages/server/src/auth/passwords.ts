import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id hash in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash of a random string: verifying against it costs what a real check costs,
// so an unknown email answers as slowly as a wrong password.
let dummy: Promise<string> | null = null;

/** Constant-work check; `stored` null means "no such user" and still spends one verify. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword(crypto.randomUUID());
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
