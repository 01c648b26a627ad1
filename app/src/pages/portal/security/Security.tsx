import { useAuth } from '../../../state/auth';
import { PortalPage } from '../shared/PortalPage';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { SignInHistorySection } from './SignInHistorySection';
import Passkeys from './Passkeys';
import TwoFactor from './TwoFactor';

/**
 * The account's own security: password, a second factor (an authenticator app), where it is signed
 * in, who tried to sign in, and its email.
 */
export default function Security() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PortalPage
      eyebrow="Account"
      title="Security"
      lead="Your password, a second factor, passkeys, the browsers signed in to your account, its sign-in history and its email."
    >
      <PasswordSection userId={user.id} />
      <TwoFactor userId={user.id} />
      <Passkeys userId={user.id} />
      <SessionsSection userId={user.id} />
      <SignInHistorySection userId={user.id} />
      <EmailSection email={user.email} />
    </PortalPage>
  );
}
