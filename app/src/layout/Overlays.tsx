import { TIMINGS } from '@lnf/sdk';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { CookieNotice, ProgressBar, toastQueue } from '@lnf/ui';
import { layoutCopy } from '../content/layout';
import { useRequestsActive } from '../lib/requests';
import { useAuth } from '../state/auth';
import { siteConfig } from '../site-config';
import { ViewAsBanner } from './ViewAsBanner';

const Toasts = lazy(() => import('./Toasts'));
/** The funnel (lib/analytics.ts): it sends nothing without consent, and loads after hydration. */
const analytics = () => import('../lib/analytics');

let toastsWanted = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
/** True from the first toast on: the region stays mounted once it has been needed. */
const wantsToasts = () => (toastsWanted ||= toastQueue.visibleToasts.length > 0);

/**
 * What floats over the page and is never in the prerendered HTML: the 2 px request bar, the
 * cookie notice and the toast region. A chunk of its own, loaded once the page has hydrated. The
 * toast region (React Aria's toasts, their buttons and strings) loads when the first toast is
 * queued: most visits show none, and the queue holds a toast until the region draws it.
 * Marks the document once mounted, so tests and tools can wait until nothing more will appear.
 */
export default function Overlays() {
  const busy = useRequestsActive();
  const toasts = useSyncExternalStore(subscribe, wantsToasts, () => false);
  const [location] = useLocation();
  const signedIn = useAuth().user !== null;
  useEffect(() => {
    document.documentElement.dataset.overlays = 'ready';
    void analytics().then((a) => a.listenForCtaPresses());
  }, []);
  // A page view on landing and on every route change.
  useEffect(() => void analytics().then((a) => a.track('page_view', { path: location })), [location]);
  // A sign-up made before this login is linked to the visitor now.
  useEffect(() => {
    if (signedIn) void analytics().then((a) => a.linkSignUp().catch(() => {}));
  }, [signedIn]);
  const choose = (granted: boolean) =>
    void analytics().then(async (a) => {
      // Accepted: this page counts from now.
      if (granted) a.track('page_view', { path: location });
      await a.recordConsentChoice(granted, signedIn).catch(() => {});
    });
  return (
    <>
      <ProgressBar isActive={busy} delay={TIMINGS.progressThrottle} />
      <CookieNotice
        aria-label={layoutCopy.cookieLabel}
        maxAgeDays={TIMINGS.cookieNoticeDays}
        equalWeight
        onAccept={() => choose(true)}
        secondaryAction={{ label: 'Reject', kind: 'reject', onPress: () => choose(false) }}
      >
        {siteConfig.cookieNotice}
      </CookieNotice>
      {toasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <ViewAsBanner />
    </>
  );
}
