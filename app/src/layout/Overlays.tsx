import { TIMINGS } from '@lnf/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { CookieNotice, onFirstToast, ProgressBar } from '@lnf/ui';
import { cookieNoticeCopy } from '../content/cookieNotice';
import { hasConsent } from '../lib/consent';
import { useRequestsActive } from '../lib/requests';
import { useAuth } from '../state/auth';
import { viewAsFacts } from '../lib/viewAs';

const Toasts = lazy(() => import('./Toasts'));
// Only a tab that views the portal as a customer shows it.
const ViewAsBanner = lazy(() => import('./ViewAsBanner').then((m) => ({ default: m.ViewAsBanner })));
/**
 * The funnel (lib/analytics.ts): it sends nothing without consent, and loads after hydration only
 * with consent, or when the visitor makes a choice.
 */
const analytics = () => import('../lib/analytics');

/**
 * What floats over the page and is never in the prerendered HTML: the 2 px request bar, the
 * cookie notice and the toast region. A chunk of its own, loaded once the page has hydrated. The
 * toast region (React Aria's toasts, their buttons and strings) loads when the first toast is
 * queued: most visits show none, and the queue holds a toast until the region draws it.
 * Marks the document once mounted, so tests and tools can wait until nothing more will appear.
 */
export default function Overlays() {
  const busy = useRequestsActive();
  // The toast region mounts with the first toast, and stays.
  const [toasts, setToasts] = useState(false);
  useEffect(() => onFirstToast(() => setToasts(true)), []);
  const [location] = useLocation();
  const signedIn = useAuth().user !== null;
  useEffect(() => {
    document.documentElement.dataset.overlays = 'ready';
  }, []);
  // With consent: CTA presses, and a page view on landing and on every route change.
  useEffect(() => {
    if (!hasConsent()) return;
    void analytics().then((a) => {
      a.listenForCtaPresses();
      a.track('page_view', { path: location });
    });
  }, [location]);
  // A sign-up made before this login is linked to the visitor now (it was kept only with consent).
  useEffect(() => {
    if (signedIn && hasConsent()) void analytics().then((a) => a.linkSignUp().catch(() => {}));
  }, [signedIn]);
  const choose = (granted: boolean) =>
    void analytics().then(async (a) => {
      // Accepted: this page counts from now, and so do its CTA presses.
      if (granted) {
        a.listenForCtaPresses();
        a.track('page_view', { path: location });
      }
      await a.recordConsentChoice(granted, signedIn).catch(() => {});
    });
  return (
    <>
      <ProgressBar isActive={busy} delay={TIMINGS.progressThrottle} />
      <CookieNotice
        aria-label={cookieNoticeCopy.label}
        maxAgeDays={TIMINGS.cookieNoticeDays}
        equalWeight
        onAccept={() => choose(true)}
        secondaryAction={{ label: 'Reject', kind: 'reject', onPress: () => choose(false) }}
      >
        {cookieNoticeCopy.text}
      </CookieNotice>
      {toasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      {viewAsFacts() && (
        <Suspense fallback={null}>
          <ViewAsBanner />
        </Suspense>
      )}
    </>
  );
}
