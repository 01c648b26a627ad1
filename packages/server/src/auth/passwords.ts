import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash or verify holds 19 MiB while it runs. They are CPU-bound, so running more at once
// than there are cores only adds memory: at most two at a time (the machine has two cores).
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** How many argon2 computations this process ran: anonymous routes must not spend them cheaply. */
export const argon2Stats = { hashes: 0, verifies: 0 };

/** argon2id hash in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  argon2Stats.hashes++;
  return limited(() => hash(password, OPTIONS));
}

// A real hash of a random string: verifying against it costs what a real check costs,
// so an unknown email answers as slowly as a wrong password.
let dummy: Promise<string> | null = null;

/** Constant-work check; `stored` null means "no such user" and still spends one verify. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  argon2Stats.verifies++;
  if (stored === null) {
    dummy ??= hashPassword(crypto.randomUUID());
    const fake = await dummy;
    await limited(() => verify(fake, password)).catch(() => false);
    return false;
  }
  return limited(() => verify(stored, password)).catch(() => false);
}
