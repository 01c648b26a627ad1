import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimits } from '../db/schema';
import { RateLimitedError } from '../domainErrors';

/** How often an instance deletes expired counters (any instance may; the delete is idempotent). */
export const SWEEP_EVERY_MS = 60_000;

export interface RateLimiterOptions {
  /** false: every call passes (LNF_RATE_LIMITS=off, the bench). @default true */
  enabled?: boolean;
  /** Every limit times this (LNF_RATE_LIMIT_SCALE): an end-to-end suite's many sign-ups from one address. @default 1 */
  scale?: number;
}

interface Window {
  count: number;
  /** Whole seconds until the window ends (the database's clock), at least 1. */
  wait: number;
}

/**
 * Fixed-window counters in the database (`rate_limits`), so a limit holds across every instance
 * behind a load balancer: each hit is one atomic upsert that starts a new window when the old one
 * has ended, or adds one to it, and returns the count. Windows are timed by the database's clock,
 * not each instance's. Limits are per key, so callers combine account and IP keys: an attacker can
 * slow their own IP or their own guesses at one account, but cannot lock a real user out from
 * elsewhere. Expired rows are deleted about once a minute; the table holds one row per key that
 * was hit within its window, and nothing stays in the process.
 */
export class RateLimiter {
  private readonly enabled: boolean;
  private readonly scale: number;
  private sweptAt = Date.now();

  constructor(
    private readonly db: Db,
    options: RateLimiterOptions = {},
  ) {
    this.enabled = options.enabled ?? true;
    this.scale = options.scale ?? 1;
  }

  /**
   * Counts one hit; throws 429 with Retry-After once `max` hits fall in `windowMs`. Work that must
   * stay bounded (a password or code check) counts here first and `refund`s what was no failure:
   * reading the count before the work and adding after it let simultaneous calls all pass.
   */
  async hit(key: string, max: number, windowMs: number, message = 'Too many requests, please try again later') {
    if (!this.enabled) return;
    const w = await this.count(key, windowMs);
    if (w.count > max * this.scale) throw tooMany(w.wait, message);
  }

  /**
   * Gives back one hit of `key`'s current window: an attempt counted before its outcome was known
   * (a login, before the password check) that turned out not to be a failure. One atomic update,
   * never below zero, and nothing once the window has ended.
   */
  async refund(key: string): Promise<void> {
    if (!this.enabled) return;
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  }

  /** Forgets a key, e.g. after a successful login. */
  async reset(key: string): Promise<void> {
    if (this.enabled) await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Deletes every counter whose window has ended; resolves to how many went. */
  async sweep(): Promise<number> {
    const gone = await this.db
      .delete(rateLimits)
      .where(lte(rateLimits.resetAt, sql`now()`))
      .returning({ key: rateLimits.key });
    return gone.length;
  }

  private async count(key: string, windowMs: number): Promise<Window> {
    const now = Date.now();
    if (now - this.sweptAt > SWEEP_EVERY_MS) {
      this.sweptAt = now;
      this.sweep().catch((error: unknown) =>
        console.error(`rate limit sweep failed: ${error instanceof Error ? error.message : error}`),
      );
    }
    const ends = sql`now() + ${Math.max(1, Math.round(windowMs))}::int * interval '1 millisecond'`;
    const ended = sql`${rateLimits.resetAt} <= now()`;
    const [w] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: ends })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, wait: waitSeconds });
    return w!;
  }
}

const waitSeconds = sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.resetAt} - now()))))::int`;

function tooMany(wait: number, message: string) {
  return new RateLimitedError(message, wait);
}
