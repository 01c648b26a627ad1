import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
} from '@lnf/sdk';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for tests: an ES256 key per credential, attestation 'none', user present
 * and verified, a signature counter it can be told to set. It writes the same JSON a browser's
 * `@simplewebauthn/browser` would send, so the server checks real WebAuthn responses.
 */

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** Flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: string;
  rpId: string;
  userHandle: string;
  key: KeyObject;
  counter: number;
}

function coseKey(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
}

function counterBytes(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** Answers `navigator.credentials.create` for `options` from `origin`; the credential to sign in with. */
export function createCredential(
  options: PasskeyCreationOptions,
  origin: string,
): { response: PasskeyRegistrationResponse; credential: SoftCredential } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = crypto.getRandomValues(new Uint8Array(16));
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([UP | UV | AT]),
    counterBytes(0),
    Buffer.alloc(16), // AAGUID: none
    idLength,
    Buffer.from(id),
    Buffer.from(coseKey(publicKey)),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  return {
    response: {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
    credential: { id: b64url(id), rpId, userHandle: options.user.id, key: privateKey, counter: 0 },
  };
}

/**
 * Answers `navigator.credentials.get` for `options` from `origin` with `credential`. The counter
 * goes up by one unless `counter` says what to send.
 */
export function assert(
  credential: SoftCredential,
  options: Pick<PasskeyRequestOptions, 'challenge'>,
  origin: string,
  counter = credential.counter + 1,
): PasskeyAssertion {
  credential.counter = counter;
  const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([UP | UV]), counterBytes(counter)]);
  const data = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.key);
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
