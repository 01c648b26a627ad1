import { isIPv6 } from 'node:net';
import { HttpError } from './errors';

interface Window {
  count: number;
  resetAt: number;
}

/** The most counters one instance keeps (about 100 bytes each): a flood of keys cannot grow memory. */
export const DEFAULT_MAX_KEYS = 100_000;

/**
 * The part of an address that names one client for rate limits: an IPv4 address as it is (also
 * when IPv4-mapped), an IPv6 address by its /64, the smallest block one subscriber usually holds.
 */
export function ipKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Fixed-window counters kept in memory (per instance; see docs/security.md for scale-out).
 * Limits are per key, so callers combine account and IP keys: an attacker can slow their own
 * IP or their own guesses at one account, but cannot lock a real user out from elsewhere.
 * At most `maxKeys` counters live at once; when full, the least recently hit goes, so a flood of
 * fresh keys evicts itself rather than a key that is busy now. Expired ones go once a minute.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private sweptAt = Date.now();

  constructor(
    private readonly enabled: boolean,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
    /** Every limit times this (LNF_RATE_LIMIT_SCALE): an end-to-end suite's many sign-ups from one address. */
    private readonly scale = 1,
  ) {}

  /** Counters held now. */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one hit; throws 429 with Retry-After once `max` hits fall in `windowMs`. */
  hit(key: string, max: number, windowMs: number, message = 'Too many requests, please try again later'): void {
    if (!this.enabled) return;
    const w = this.count(key, windowMs, 1);
    if (w.count > max * this.scale) throw this.tooMany(w, message);
  }

  /** Throws 429 when `key` already reached `max` in its window, without counting this call. */
  check(key: string, max: number, message = 'Too many requests, please try again later'): void {
    if (!this.enabled) return;
    const w = this.windows.get(key);
    if (w && w.resetAt > Date.now() && w.count >= max * this.scale) throw this.tooMany(w, message);
  }

  /** Counts one hit without refusing it (failures that a later `check` limits). */
  record(key: string, windowMs: number): void {
    if (this.enabled) this.count(key, windowMs, 1);
  }

  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private count(key: string, windowMs: number, by: number): Window {
    const now = Date.now();
    if (now - this.sweptAt > 60_000) this.sweep(now);
    let w = this.windows.get(key);
    if (w) this.windows.delete(key);
    if (!w || w.resetAt <= now) w = { count: 0, resetAt: now + windowMs };
    w.count += by;
    // Re-inserted on every hit: the Map's order is least recently hit first.
    this.windows.set(key, w);
    if (this.windows.size > this.maxKeys) this.evict();
    return w;
  }

  private tooMany(w: Window, message: string) {
    return new HttpError(429, message, {
      'retry-after': String(Math.max(1, Math.ceil((w.resetAt - Date.now()) / 1000))),
    });
  }

  /** Drops the least recently hit counters: O(1) per hit, unlike a sweep of every key. */
  private evict() {
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  private sweep(now: number) {
    this.sweptAt = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
