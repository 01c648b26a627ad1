import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { jobLeases } from '../db/schema';

/** This process, as a lease holder. */
export const INSTANCE_ID = `${process.pid}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Runs `work` only if this instance can take the job's lease: one conditional write decides, so of
 * several instances on one database exactly one runs a job at a time (and a crashed holder's lease
 * lapses after `ttlMs`). With `everyMs`, the lease is also refused while the job's last start is
 * less than 90% of that ago (the database's clock): every instance's timer fires each period, and
 * the job runs once per period across all of them, not once per instance. Works the same on PGlite
 * and PostgreSQL (a row lock, no advisory lock), without holding a transaction open while the job
 * talks to other services. Resolves to whether this instance ran it.
 */
export async function runExclusive(
  db: Db,
  name: string,
  ttlMs: number,
  work: () => Promise<void>,
  holder = INSTANCE_ID,
  everyMs = 0,
): Promise<boolean> {
  const until = sql`now() + ${Math.round(ttlMs)}::int * interval '1 millisecond'`;
  await db
    .insert(jobLeases)
    .values({ name, holder: '', until: new Date(0) })
    .onConflictDoNothing();
  const due =
    everyMs > 0
      ? or(
          isNull(jobLeases.lastRunAt),
          lte(jobLeases.lastRunAt, sql`now() - ${Math.round(everyMs * 0.9)}::int * interval '1 millisecond'`),
        )
      : undefined;
  // Two instances racing here: the second UPDATE waits for the first's row lock, then re-reads the
  // row it changed (READ COMMITTED) and no longer matches.
  const taken = await db
    .update(jobLeases)
    .set({ holder, until, lastRunAt: sql`now()` })
    .where(and(eq(jobLeases.name, name), or(lt(jobLeases.until, sql`now()`), eq(jobLeases.holder, holder)), due))
    .returning({ name: jobLeases.name });
  if (taken.length === 0) return false;
  try {
    await work();
  } finally {
    await db
      .update(jobLeases)
      .set({ until: new Date(0) })
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
