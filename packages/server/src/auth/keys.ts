import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTHeaderParameters } from 'jose';

export const JWT_ALG = 'ES256';

/** A private JWK of the set, with the time it stopped signing (a member of ours, not JOSE's). */
export type StoredKey = JWK & { kid: string; lnf_retired_at?: number };

/** The signing key set: the first key signs, every key verifies its own tokens (by `kid`). */
export interface SigningKeys {
  privateKey: CryptoKey;
  kid: string;
  /** The public key for a token header's `kid`; unknown ids are refused. */
  verifier(header: JWTHeaderParameters): Promise<CryptoKey>;
  /** The public half of every key, for a JWKS endpoint or another verifier. */
  publicJwks: { keys: JWK[] };
}

/** Accepts a single private JWK (the format before rotation) or a JWK Set. */
export function parseKeySet(text: string): StoredKey[] {
  const value = JSON.parse(text) as JWK | { keys: JWK[] };
  const keys = 'keys' in value && Array.isArray(value.keys) ? value.keys : [value as JWK];
  if (keys.length === 0) throw new Error('the signing key set is empty');
  return keys.map((k, i) => ({ ...k, kid: k.kid ?? (i === 0 ? 'lnf-1' : `lnf-${i + 1}`) }));
}

async function fromSet(stored: StoredKey[]): Promise<SigningKeys> {
  const [signer] = stored;
  const publics = new Map<string, Promise<CryptoKey>>();
  const publicJwks: JWK[] = [];
  for (const key of stored) {
    const { d: _d, lnf_retired_at: _retired, ...pub } = key;
    publics.set(key.kid, importJWK({ ...pub, alg: JWT_ALG }, JWT_ALG) as Promise<CryptoKey>);
    publicJwks.push({ ...pub, kid: key.kid, alg: JWT_ALG, use: 'sig' });
  }
  return {
    privateKey: (await importJWK({ ...signer!, alg: JWT_ALG }, JWT_ALG)) as CryptoKey,
    kid: signer!.kid,
    verifier: async (header) => {
      const key = header.kid ? publics.get(header.kid) : undefined;
      if (!key) throw new Error('unknown key id');
      return key;
    },
    publicJwks: { keys: publicJwks },
  };
}

async function newKey(): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: crypto.randomUUID() };
}

function writeSet(file: string, keys: StoredKey[]) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Written beside and renamed over: a crash mid-write never leaves half a key file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}

/** Where the key set lives when LNF_JWT_KEY_FILE does not say. */
export const defaultKeyFile = (dataDir: string) => join(dataDir, 'keys', 'jwt-es256.json');

/**
 * The token signing keys: from LNF_JWT_PRIVATE_KEY (a private JWK or a JWK Set, as JSON; give the
 * same to every instance when scaling out), else from the key file, created with one key (mode 0600)
 * on first start.
 */
export async function loadSigningKeys(keyFile: string, fromEnv: string | null): Promise<SigningKeys> {
  if (fromEnv) return fromSet(parseKeySet(fromEnv));
  if (existsSync(keyFile)) return fromSet(parseKeySet(readFileSync(keyFile, 'utf8')));
  const keys = [await newKey()];
  writeSet(keyFile, keys);
  return fromSet(keys);
}

/**
 * Rotation: a new key signs from the next start on; the previous signer is stamped as retired and
 * keeps verifying the tokens it signed until they have all expired (`keepForSeconds`, the refresh
 * lifetime), after which the next rotation drops it. Sessions survive: nobody is logged out.
 */
export async function rotateSigningKeys(
  keyFile: string,
  keepForSeconds: number,
  now = Date.now(),
): Promise<{ kid: string; kept: string[]; dropped: string[] }> {
  const existing = existsSync(keyFile) ? parseKeySet(readFileSync(keyFile, 'utf8')) : [];
  const stamped = existing.map((k, i) =>
    i === 0 && k.lnf_retired_at === undefined ? { ...k, lnf_retired_at: Math.floor(now / 1000) } : k,
  );
  const expired = (k: StoredKey) => k.lnf_retired_at !== undefined && k.lnf_retired_at + keepForSeconds < now / 1000;
  const key = await newKey();
  const keys = [key, ...stamped.filter((k) => !expired(k))];
  writeSet(keyFile, keys);
  return { kid: key.kid, kept: keys.slice(1).map((k) => k.kid), dropped: stamped.filter(expired).map((k) => k.kid) };
}
