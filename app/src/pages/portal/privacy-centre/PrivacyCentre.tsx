import { useAuth } from '../../../state/auth';
import { PortalPage } from '../shared/PortalPage';
import { ConsentsSection } from './ConsentsSection';
import { DataSection } from './DataSection';
import { ErasureSection } from './ErasureSection';
import { NomineeSection } from './NomineeSection';
import { RequestsSection } from './RequestsSection';

/**
 * The customer's rights under the DPDP Act in one place (docs/privacy.md): consents, what is held
 * and a copy of it, requests with their clocks, the nominee, and erasure. The server's mails and
 * bell notices about requests link here.
 */
export default function PrivacyCentre() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PortalPage
      eyebrow="Account"
      title="Privacy centre"
      lead="Your consents, the data we hold about you, your requests under the Digital Personal Data Protection Act, your nominee, and deleting your account."
    >
      <ConsentsSection userId={user.id} />
      <DataSection userId={user.id} />
      <RequestsSection userId={user.id} />
      <NomineeSection userId={user.id} />
      <ErasureSection userId={user.id} email={user.email} />
    </PortalPage>
  );
}
