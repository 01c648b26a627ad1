/**
 * The login password envelope of the spec (section 7): base64(key[32] || iv[16] ||
 * AES-256-CBC ciphertext), where key = PBKDF2-SHA256(password, 16-char salt from a
 * 91-char set, 65536 iterations). Kept for the contract; it is not a security
 * boundary because the key travels with the data (TLS is). WebCrypto only, so it
 * runs unchanged in browsers and Node.
 */

/** Printable ASCII without space, quote, apostrophe and backslash: 91 characters. */
export const SALT_CHARSET = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
  .filter((c) => c !== '"' && c !== "'" && c !== '\\')
  .join('');
export const SALT_LENGTH = 16;
export const PBKDF2_ITERATIONS = 65536;
const KEY_BYTES = 32;
const IV_BYTES = 16;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available in this environment');
  return c.subtle;
}

/** A salt of SALT_LENGTH characters drawn uniformly from SALT_CHARSET (rejection sampling). */
export function randomSalt(): string {
  const out: string[] = [];
  const limit = 256 - (256 % SALT_CHARSET.length);
  while (out.length < SALT_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(SALT_LENGTH * 2))) {
      if (byte < limit && out.length < SALT_LENGTH) out.push(SALT_CHARSET[byte % SALT_CHARSET.length]);
    }
  }
  return out.join('');
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Options that tests use to pin the random parts to known vectors. */
export interface EnvelopeOptions {
  salt?: string;
  iv?: Uint8Array<ArrayBuffer>;
}

export async function deriveKey(password: string, salt: string): Promise<Uint8Array<ArrayBuffer>> {
  const base = await subtle().importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: PBKDF2_ITERATIONS },
    base,
    KEY_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** Wraps a password in the login envelope. */
export async function encryptPassword(password: string, options: EnvelopeOptions = {}): Promise<string> {
  const salt = options.salt ?? randomSalt();
  const iv = options.iv ?? crypto.getRandomValues(new Uint8Array(IV_BYTES));
  if (iv.length !== IV_BYTES) throw new Error(`iv must be ${IV_BYTES} bytes`);
  const raw = await deriveKey(password, salt);
  const key = await subtle().importKey('raw', raw, 'AES-CBC', false, ['encrypt']);
  const cipher = new Uint8Array(
    await subtle().encrypt({ name: 'AES-CBC', iv }, key, encoder.encode(password) as Uint8Array<ArrayBuffer>),
  );
  const out = new Uint8Array(KEY_BYTES + IV_BYTES + cipher.length);
  out.set(raw, 0);
  out.set(iv, KEY_BYTES);
  out.set(cipher, KEY_BYTES + IV_BYTES);
  return toBase64(out);
}

/** Opens a login envelope. Throws on anything that is not a well-formed envelope. */
export async function decryptPassword(envelope: string): Promise<string> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(envelope);
  } catch {
    throw new Error('password envelope is not base64');
  }
  const cipherLength = bytes.length - KEY_BYTES - IV_BYTES;
  if (cipherLength < 16 || cipherLength % 16 !== 0) throw new Error('password envelope has the wrong length');
  const key = await subtle().importKey('raw', bytes.slice(0, KEY_BYTES), 'AES-CBC', false, ['decrypt']);
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-CBC', iv: bytes.slice(KEY_BYTES, KEY_BYTES + IV_BYTES) },
      key,
      bytes.slice(KEY_BYTES + IV_BYTES),
    );
    return decoder.decode(plain);
  } catch {
    throw new Error('password envelope does not decrypt');
  }
}
