import * as account from '../../api/account';
import type { Case } from './shared';

const session = {
  id: '7d0c4a8e-1f7b-4c1e-9a57-2f1c3b8d9e01',
  device: 'Desktop · Windows 10',
  browser: 'Chrome 131',
  ipPrefix: '203.0.113.0/24',
  method: 'password',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: '2026-01-02T00:00:00.000Z',
  current: true,
};

/** The Security page's calls: sessions, sign-in history, password and email changes. */
export const accountCases: Case[] = [
  {
    name: 'account.sessions',
    run: (c) => account.sessions(c),
    method: 'GET',
    path: '/api/v1/lnf/account/sessions',
    bearer: true,
    answer: { sessions: [session] },
  },
  {
    name: 'account.signOutSession',
    run: (c) => account.signOutSession(c, session.id),
    method: 'POST',
    path: `/api/v1/lnf/account/sessions/${session.id}/sign-out`,
    bearer: true,
    answer: { message: 'Session signed out' },
  },
  {
    name: 'account.signOutOtherSessions',
    run: (c) => account.signOutOtherSessions(c),
    method: 'POST',
    path: '/api/v1/lnf/account/sessions/sign-out-others',
    bearer: true,
    answer: { message: '2 sessions signed out', ended: 2 },
  },
  {
    name: 'account.signInHistory',
    run: (c) => account.signInHistory(c, { page: 1 }),
    method: 'GET',
    path: '/api/v1/lnf/account/sign-ins',
    query: { page: '1', size: '20' },
    bearer: true,
    answer: {
      content: [
        {
          time: '2026-01-01T00:00:00.000Z',
          outcome: 'FAILURE',
          browser: null,
          ipPrefix: '203.0.113.0/24',
          secondFactor: null,
        },
      ],
      totalElements: 21,
      page: 1,
      size: 20,
    },
  },
  {
    name: 'account.changePassword',
    run: (c) =>
      account.changePassword(c, {
        currentPassword: 'Old-Pass-1',
        newPwd: 'New-Pass-2',
        confirmPwd: 'New-Pass-2',
        signOutOthers: true,
      }),
    method: 'POST',
    path: '/api/v1/lnf/account/password',
    body: { currentPassword: 'Old-Pass-1', newPwd: 'New-Pass-2', confirmPwd: 'New-Pass-2', signOutOthers: true },
    bearer: true,
    answer: { message: 'Password changed' },
  },
  {
    name: 'account.requestEmailChange',
    run: (c) => account.requestEmailChange(c, 'new@b.in'),
    method: 'POST',
    path: '/api/v1/lnf/account/email',
    body: { email: 'new@b.in' },
    bearer: true,
    answer: { message: 'A code was sent to new@b.in' },
  },
  {
    name: 'account.verifyEmailChange',
    run: (c) => account.verifyEmailChange(c, 'new@b.in', '123456'),
    method: 'POST',
    path: '/api/v1/lnf/account/email/verify',
    body: { email: 'new@b.in', otp: '123456' },
    bearer: true,
    answer: { message: 'Your email is now new@b.in', email: 'new@b.in' },
  },
  {
    name: 'account.undoEmailChange',
    run: (c) => account.undoEmailChange(c, 'A'.repeat(43)),
    method: 'POST',
    path: '/api/v1/lnf/account/email/undo',
    body: { token: 'A'.repeat(43) },
    bearer: false,
    answer: { message: 'The account signs in with a@b.in again' },
  },
  {
    name: 'account.reauthenticate',
    run: (c) => account.reauthenticate(c, { code: '123456' }),
    method: 'POST',
    path: '/api/v1/lnf/account/reauthenticate',
    body: { code: '123456' },
    bearer: true,
    answer: { reauthenticatedAt: '2026-11-25T10:00:00.000Z', validUntil: '2026-11-25T10:05:00.000Z' },
  },
];
