import { dev, user, type ApiClient } from '@lnf/sdk';
import type { TestServer } from './harness';

/**
 * The 6-digit code of the newest OTP mail to `email` that no earlier call read, from the dev
 * mailbox over HTTP. The mail leaves through the outbox after the request answers: polled until it
 * is there (10 s at most). One call per `sendOtp`.
 */
export async function latestOtp(client: ApiClient, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await dev.mailbox(client, email);
    // The newest OTP mail not read before: the outbox sends just after the request answers, so
    // an older code of the same address (a sign-up's, then a reset's) may still be the newest.
    const otp = mails.find(
      (m) => m.subject === 'Your LNF verification code' && !readOtpMails.has(m.headers?.['Message-ID'] ?? m.sentAt),
    );
    const code = /\b(\d{6})\b/.exec(otp?.text ?? '')?.[1];
    if (otp && code) {
      readOtpMails.add(otp.headers?.['Message-ID'] ?? otp.sentAt);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no new OTP mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** OTP mails `latestOtp` has answered with (by Message-ID): each send is read once. */
const readOtpMails = new Set<string>();

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
