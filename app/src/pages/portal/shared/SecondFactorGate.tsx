import type { ComponentType } from 'react';
import { Alert, Link, Skeleton } from '@lnf/ui';
import { useSecondFactor } from '../../../data/secondFactor';
import { useAuth } from '../../../state/auth';
import { PortalPage } from './PortalPage';

/**
 * A staff page that opens only once the staff member has a second factor (docs/security.md, staff
 * rule): until then the server refuses every staff call, so rather than a page of errors this says
 * what to do and links to the Security page. While the status loads, a skeleton; when the server
 * does not require one (tests and tools: LNF_ADMIN_SECOND_FACTOR=off), the page itself.
 */
export function withSecondFactor<P extends object>(Page: ComponentType<P>, title: string) {
  function Gated(props: P) {
    const { user } = useAuth();
    const status = useSecondFactor(user?.id);
    if (!status.data && !status.error) return <Skeleton lines={4} />;
    if (status.data?.required && !status.data.totp.enabled)
      return (
        <PortalPage eyebrow="Administration" title={title}>
          <Alert variant="warning" title="Set up a second factor first">
            Staff pages open once your account has an authenticator app.{' '}
            <Link href="/security">Set one up on the Security page</Link>.
          </Alert>
        </PortalPage>
      );
    return <Page {...props} />;
  }
  Gated.displayName = `withSecondFactor(${Page.displayName ?? Page.name})`;
  return Gated;
}
