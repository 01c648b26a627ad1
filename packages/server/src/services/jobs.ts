import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { jobLeases } from '../db/schema';

/** This process, as a lease holder. */
export const INSTANCE_ID = `${process.pid}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Runs `work` only if this instance can take the job's lease: one conditional write decides, so of
 * several instances on one database exactly one runs a job at a time (and a crashed holder's lease
 * lapses after `ttlMs`). Works the same on PGlite and PostgreSQL, without holding a transaction
 * open while the job talks to other services. Resolves to whether this instance ran it.
 */
export async function runExclusive(
  db: Db,
  name: string,
  ttlMs: number,
  work: () => Promise<void>,
  holder = INSTANCE_ID,
): Promise<boolean> {
  const until = new Date(Date.now() + ttlMs);
  await db
    .insert(jobLeases)
    .values({ name, holder: '', until: new Date(0) })
    .onConflictDoNothing();
  const taken = await db
    .update(jobLeases)
    .set({ holder, until })
    .where(and(eq(jobLeases.name, name), or(lt(jobLeases.until, sql`now()`), eq(jobLeases.holder, holder))))
    .returning({ name: jobLeases.name });
  if (taken.length === 0) return false;
  try {
    await work();
  } finally {
    await db
      .update(jobLeases)
      .set({ until: new Date(0), lastRunAt: new Date() })
      .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
  }
  return true;
}

/** Calls `tick` every `everyMs` (not overlapping itself); the returned function stops it. */
export function schedule(everyMs: number, tick: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch((error: unknown) =>
        console.error(`scheduled job failed: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
