import * as passkeys from '../../api/passkeys';
import * as user from '../../api/user';
import { tokens, type Case } from './shared';

const passkey = {
  id: 'Y3JlZGVudGlhbC0x',
  name: 'Work laptop',
  deviceType: 'singleDevice',
  backedUp: false,
  transports: ['internal'],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: null,
};
const registration = {
  id: 'Y3JlZGVudGlhbC0x',
  rawId: 'Y3JlZGVudGlhbC0x',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] },
  clientExtensionResults: {},
};
const assertion = {
  id: 'Y3JlZGVudGlhbC0x',
  rawId: 'Y3JlZGVudGlhbC0x',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'MEUC', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};
const requestOptions = { challenge: 'c'.repeat(43), rpId: 'localhost', timeout: 300000, userVerification: 'required' };

/** Passkeys: the Security page's calls, the passwordless sign-in and the second step by passkey. */
export const passkeyCases: Case[] = [
  {
    name: 'passkeys.list',
    run: (c) => passkeys.list(c),
    method: 'GET',
    path: '/api/v1/lnf/account/passkeys',
    bearer: true,
    answer: { passkeys: [passkey] },
  },
  {
    name: 'passkeys.registrationOptions',
    run: (c) => passkeys.registrationOptions(c),
    method: 'POST',
    path: '/api/v1/lnf/account/passkeys/registration/options',
    bearer: true,
    answer: {
      challenge: 'c'.repeat(43),
      rp: { name: 'LNF', id: 'localhost' },
      user: { id: 'dXNlcg', name: 'asha@example.com', displayName: 'asha@example.com' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      timeout: 300000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    },
  },
  {
    name: 'passkeys.register',
    run: (c) => passkeys.register(c, 'Work laptop', registration),
    method: 'POST',
    path: '/api/v1/lnf/account/passkeys',
    bearer: true,
    body: { name: 'Work laptop', response: registration },
    answer: passkey,
  },
  {
    name: 'passkeys.rename',
    run: (c) => passkeys.rename(c, 'Y3JlZGVudGlhbC0x', 'Phone'),
    method: 'PATCH',
    path: '/api/v1/lnf/account/passkeys/Y3JlZGVudGlhbC0x',
    bearer: true,
    body: { name: 'Phone' },
    answer: { ...passkey, name: 'Phone' },
  },
  {
    name: 'passkeys.remove',
    run: (c) => passkeys.remove(c, 'Y3JlZGVudGlhbC0x', { code: '123456' }),
    method: 'POST',
    path: '/api/v1/lnf/account/passkeys/Y3JlZGVudGlhbC0x/remove',
    bearer: true,
    body: { code: '123456' },
    answer: { message: 'The passkey was removed' },
  },
  {
    name: 'passkeys.signInOptions',
    run: (c) => passkeys.signInOptions(c),
    method: 'POST',
    path: '/api/v1/lnf/user/login/passkey/options',
    bearer: false,
    answer: requestOptions,
  },
  {
    name: 'passkeys.signIn',
    run: (c) => passkeys.signIn(c, assertion),
    method: 'POST',
    path: '/api/v1/lnf/user/login/passkey',
    bearer: false,
    body: { response: assertion },
    answer: tokens,
  },
  {
    name: 'user.loginSecondFactor (passkey)',
    run: (c) => user.loginSecondFactor(c, { challenge: 'c'.repeat(43), passkey: assertion }),
    method: 'POST',
    path: '/api/v1/lnf/user/login/second-factor',
    bearer: false,
    body: { challenge: 'c'.repeat(43), passkey: assertion },
    answer: tokens,
  },
];
