import { lazy, Suspense, useState } from 'react';
import { Button } from '@lnf/ui';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';
import styles from './PrivacyCentre.module.css';

/** The modal comes with its first opening: most visits never delete the account. */
const EraseModal = lazy(() => import('./EraseModal'));

/** The danger zone: erasure, carried out at once once confirmed. */
export function ErasureSection({ userId, email }: { userId: string; email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <PortalSection title="Delete my account" id="delete-account">
      <div className={styles.Danger}>
        <p>
          Deletes your account and the personal data we do not have to keep, at once. Tax records stay for 8 years,
          without your contact details.
        </p>
        <div className={forms.Actions}>
          <Button variant="destructive" onPress={() => setOpen(true)}>
            Delete my account…
          </Button>
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <EraseModal email={email} userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </PortalSection>
  );
}
