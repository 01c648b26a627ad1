import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db';
import { captchaTokens } from '../db/schema';
import type { Services } from '../container';
import { UnavailableError } from '../domainErrors';

/** No captcha is configured (production without RECAPTCHA_*): the forms that need one answer 503. */
export const captchaUnavailable = () => new UnavailableError('The captcha is not configured on this server');

/**
 * The captcha behind the demo form (DESIGN.md section 1, adapters). A token goes through two steps:
 * `verify` (the portal calls it as soon as the widget is ticked) and `consume` (the inquiry spends a
 * verified token, in the inquiry's own transaction). Each step succeeds once per token.
 */
export interface CaptchaVerifier {
  /** Which implementation this is (for logs and the local-token route). */
  readonly kind: 'local' | 'recaptcha';
  /** Local captcha only: a fresh token, as the widget gets one when its box is ticked. */
  issueLocalToken?(): Promise<string>;
  /** Checks a token once; a second verify of the same token fails. */
  verify(token: string, ip: string): Promise<boolean>;
  /** Spends a verified, unexpired, unspent token; `db` lets the caller run it inside a transaction. */
  consume(token: string, db?: Db): Promise<boolean>;
}

export interface CaptchaOptions {
  /** How long a token lives. @default 2 minutes */
  ttlMs?: number;
  /** The clock (ms since the epoch); tests move it forward. @default Date.now */
  now?: () => number;
}

const TWO_MINUTES = 2 * 60_000;

/** A UUID-shaped digest of a token, so the table never holds a token itself. */
function tokenId(token: string): string {
  const h = createHash('sha256').update(token).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Marks a token verified once; shared by both implementations (captcha_tokens table). */
abstract class TokenStore {
  protected readonly ttlMs: number;
  protected readonly now: () => number;
  constructor(
    protected readonly db: Db,
    options: CaptchaOptions,
  ) {
    this.ttlMs = options.ttlMs ?? TWO_MINUTES;
    this.now = options.now ?? Date.now;
  }

  protected async markVerified(jti: string): Promise<boolean> {
    const rows = await this.db
      .update(captchaTokens)
      .set({ verifiedAt: new Date(this.now()) })
      .where(
        and(
          eq(captchaTokens.jti, jti),
          isNull(captchaTokens.verifiedAt),
          gt(captchaTokens.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ jti: captchaTokens.jti });
    return rows.length === 1;
  }

  protected async spend(jti: string, db: Db): Promise<boolean> {
    const rows = await db
      .update(captchaTokens)
      .set({ spentAt: new Date(this.now()) })
      .where(
        and(
          eq(captchaTokens.jti, jti),
          isNotNull(captchaTokens.verifiedAt),
          isNull(captchaTokens.spentAt),
          gt(captchaTokens.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ jti: captchaTokens.jti });
    return rows.length === 1;
  }
}

/**
 * The local captcha for development: tokens are HS256 JWS with a random jti and a 2-minute expiry,
 * recorded in captcha_tokens so each verifies once and is spent once. The HMAC key is 32 random
 * bytes kept in `<dataDir>/keys/captcha-hs256.key` (mode 0600, created on first use), so tokens
 * survive a restart and every instance sharing the data folder accepts them.
 */
export class LocalCaptcha extends TokenStore implements CaptchaVerifier {
  readonly kind = 'local' as const;
  private readonly key: Uint8Array;

  constructor(db: Db, key: Uint8Array, options: CaptchaOptions = {}) {
    super(db, options);
    this.key = key;
  }

  /** Reads the HMAC key from the data folder, creating it once. */
  static loadKey(dataDir: string): Uint8Array {
    const dir = join(dataDir, 'keys');
    const file = join(dir, 'captcha-hs256.key');
    if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    const key = randomBytes(32);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, key.toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
    return key;
  }

  async issueLocalToken(): Promise<string> {
    const jti = crypto.randomUUID();
    const nowMs = this.now();
    const iat = Math.floor(nowMs / 1000);
    const expiresAt = new Date(nowMs + this.ttlMs);
    await this.db.insert(captchaTokens).values({ jti, expiresAt });
    return new SignJWT({ typ: 'captcha' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(Math.ceil(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The token's jti when its signature and expiry hold, else null. */
  private async jti(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (payload.typ !== 'captcha' || typeof payload.jti !== 'string') return null;
      return /^[0-9a-f-]{36}$/i.test(payload.jti) ? payload.jti : null;
    } catch {
      return null;
    }
  }

  async verify(token: string): Promise<boolean> {
    const jti = await this.jti(token);
    return jti ? this.markVerified(jti) : false;
  }

  async consume(token: string, db: Db = this.db): Promise<boolean> {
    const jti = await this.jti(token);
    return jti ? this.spend(jti, db) : false;
  }
}

export interface RecaptchaOptions extends CaptchaOptions {
  /** siteverify endpoint; tests point it at a stand-in. @default https://www.google.com/recaptcha/api/siteverify */
  verifyUrl?: string;
  fetch?: typeof fetch;
  /** Abort a siteverify call after this long. @default 10 s */
  timeoutMs?: number;
}

/**
 * reCAPTCHA v2: `verify` asks Google's siteverify (form-encoded secret, response, remoteip) and,
 * when Google says success, records the token's SHA-256 digest as verified for 2 minutes, so the
 * inquiry can spend it once (Google itself also accepts a token only once).
 */
export class RecaptchaV2 extends TokenStore implements CaptchaVerifier {
  readonly kind = 'recaptcha' as const;
  private readonly verifyUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(
    db: Db,
    private readonly secret: string,
    options: RecaptchaOptions = {},
  ) {
    super(db, options);
    this.verifyUrl = options.verifyUrl ?? 'https://www.google.com/recaptcha/api/siteverify';
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async verify(token: string, ip: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (ip) form.set('remoteip', ip);
    let success = false;
    try {
      const res = await this.fetchImpl(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.ok) success = ((await res.json()) as { success?: unknown }).success === true;
    } catch (error) {
      console.error('reCAPTCHA siteverify failed:', error instanceof Error ? error.message : error);
      return false;
    }
    if (!success) return false;
    const rows = await this.db
      .insert(captchaTokens)
      .values({ jti: tokenId(token), verifiedAt: new Date(this.now()), expiresAt: new Date(this.now() + this.ttlMs) })
      .onConflictDoNothing()
      .returning({ jti: captchaTokens.jti });
    return rows.length === 1;
  }

  async consume(token: string, db: Db = this.db): Promise<boolean> {
    return this.spend(tokenId(token), db);
  }
}

/**
 * The verifier a configuration selects: reCAPTCHA v2 when RECAPTCHA_SITE_KEY/SECRET are set, the
 * local captcha in development, none in production without reCAPTCHA settings (DESIGN.md section 6).
 */
export function createCaptcha(config: Config, db: Db): CaptchaVerifier | null {
  if (config.recaptcha) return new RecaptchaV2(db, config.recaptcha.secret);
  if (config.env === 'development') return new LocalCaptcha(db, LocalCaptcha.loadKey(config.dataDir));
  return null;
}

const chosen = new WeakMap<Services, CaptchaVerifier | null>();

/** The captcha of a running server, created from its configuration on first use. */
export function captchaFor(s: Services): CaptchaVerifier | null {
  if (!chosen.has(s)) chosen.set(s, createCaptcha(s.config, s.db));
  return chosen.get(s)!;
}

/** Replaces a running server's captcha (tests: a short TTL, or reCAPTCHA against a stand-in). */
export function setCaptcha(s: Services, verifier: CaptchaVerifier | null): void {
  chosen.set(s, verifier);
}
