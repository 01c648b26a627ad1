import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The key of the OTP hash: LNF_OTP_SECRET when given (every instance of a scaled-out service needs
 * the same one), else 32 random bytes created once beside the signing key, mode 0600. It never lives
 * in the database, so a dump of `otps` cannot be reversed by trying the 10^6 codes.
 */
export function loadOtpSecret(fromEnv: string | null, file: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const secret = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, secret.toString('base64'), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** HMAC-SHA256 of one code for one email, hex: the only form in which a code is stored. */
export function otpDigest(secret: Buffer, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}
