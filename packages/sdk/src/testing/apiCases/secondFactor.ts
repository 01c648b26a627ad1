import * as secondFactor from '../../api/secondFactor';
import * as user from '../../api/user';
import { tokens, type Case } from './shared';

const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

/** Second factors: the Security page's calls and the login's second step (`secondFactor.disable` has its own test). */
export const secondFactorCases: Case[] = [
  {
    name: 'secondFactor.status',
    run: (c) => secondFactor.status(c),
    method: 'GET',
    path: '/api/v1/lnf/account/second-factor',
    bearer: true,
    answer: { totp: { enabled: true, confirmedAt: '2026-01-01T00:00:00.000Z' }, recoveryCodesLeft: 9, required: false },
  },
  {
    name: 'secondFactor.start',
    run: (c) => secondFactor.start(c),
    method: 'POST',
    path: '/api/v1/lnf/account/second-factor/totp/start',
    bearer: true,
    answer: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/LNF:asha%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=LNF',
      qrSvg: 'data:image/svg+xml;base64,PHN2Zy8+',
    },
  },
  {
    name: 'secondFactor.confirm',
    run: (c) => secondFactor.confirm(c, '123456'),
    method: 'POST',
    path: '/api/v1/lnf/account/second-factor/totp/confirm',
    bearer: true,
    body: { code: '123456' },
    answer: { recoveryCodes: codes },
  },
  {
    name: 'secondFactor.regenerateRecoveryCodes',
    run: (c) => secondFactor.regenerateRecoveryCodes(c, '123456'),
    method: 'POST',
    path: '/api/v1/lnf/account/second-factor/recovery-codes',
    bearer: true,
    body: { code: '123456' },
    answer: { recoveryCodes: codes },
  },
  {
    name: 'user.loginSecondFactor',
    run: (c) => user.loginSecondFactor(c, { challenge: 'c'.repeat(43), code: '123456' }),
    method: 'POST',
    path: '/api/v1/lnf/user/login/second-factor',
    bearer: false,
    body: { challenge: 'c'.repeat(43), code: '123456' },
    answer: tokens,
  },
];
