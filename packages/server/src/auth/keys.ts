import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export const JWT_ALG = 'ES256';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  kid: string;
  publicJwk: JWK;
}

async function fromJwk(jwk: JWK): Promise<SigningKeys> {
  const { d: _d, ...pub } = jwk;
  const kid = jwk.kid ?? 'lnf-1';
  return {
    privateKey: (await importJWK({ ...jwk, alg: JWT_ALG }, JWT_ALG)) as CryptoKey,
    publicKey: (await importJWK({ ...pub, alg: JWT_ALG }, JWT_ALG)) as CryptoKey,
    kid,
    publicJwk: { ...pub, kid, alg: JWT_ALG, use: 'sig' },
  };
}

/**
 * The token signing key pair: from LNF_JWT_PRIVATE_KEY (a private JWK as JSON; give the same one to
 * every instance when scaling out), else created once in `<dataDir>/keys` with mode 0600.
 */
export async function loadSigningKeys(dataDir: string, fromEnv: string | null): Promise<SigningKeys> {
  if (fromEnv) return fromJwk(JSON.parse(fromEnv) as JWK);
  const dir = join(dataDir, 'keys');
  const file = join(dir, 'jwt-es256.json');
  if (existsSync(file)) return fromJwk(JSON.parse(readFileSync(file, 'utf8')) as JWK);
  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID() };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  chmodSync(file, 0o600);
  return fromJwk(jwk);
}
