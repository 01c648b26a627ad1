import { HttpError } from './errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in memory (per instance; see docs/security.md for scale-out).
 * Limits are per key, so callers combine account and IP keys: an attacker can slow their own
 * IP or their own guesses at one account, but cannot lock a real user out from elsewhere.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private sweptAt = Date.now();

  constructor(private readonly enabled: boolean) {}

  /** Counts one hit; throws 429 with Retry-After once `max` hits fall in `windowMs`. */
  hit(key: string, max: number, windowMs: number, message = 'Too many requests, please try again later'): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.sweptAt > 60_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (w.count > max) {
      throw new HttpError(429, message, { 'retry-after': String(Math.ceil((w.resetAt - now) / 1000)) });
    }
  }

  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    this.sweptAt = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
