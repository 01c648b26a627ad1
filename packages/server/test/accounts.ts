import { dev, user, type ApiClient } from '@lnf/sdk';
import type { TestServer } from './harness';

/** The 6-digit code of the newest OTP mail to `email`, read from the dev mailbox over HTTP. */
export async function latestOtp(client: ApiClient, email: string): Promise<string> {
  const mails = await dev.mailbox(client, email);
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no OTP mail for ${email}`);
  return code;
}

/** Signs a customer up the way the portal does: OTP, validate, create; then logs in. */
export async function signUp(server: TestServer, email: string, password = 'Customer-Pass-1') {
  const anon = server.client();
  await user.sendOtp(anon, email);
  await user.validateOtp(anon, email, await latestOtp(anon, email));
  const [first, last] = email.split('@')[0]!.split('.');
  await user.createUser(anon, {
    email,
    password,
    firstName: first ?? 'Test',
    lastName: last ?? 'Customer',
    userName: email.split('@')[0]!,
    groups: ['/PortalGroup'],
    realmRoles: [],
  });
  const tokens = await server.login(email, password);
  return { email, password, tokens, client: server.client(tokens.access_token) };
}
