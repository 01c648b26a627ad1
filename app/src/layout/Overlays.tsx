import { TIMINGS } from '@lnf/sdk';
import { useEffect } from 'react';
import { CookieNotice, ProgressBar, ToastRegion } from '@lnf/ui';
import { layoutCopy } from '../content/layout';
import { useRequestsActive } from '../lib/requests';
import { siteConfig } from '../site-config';
import { ViewAsBanner } from './ViewAsBanner';

/**
 * What floats over the page and is never in the prerendered HTML: the 2 px request bar, the
 * cookie notice and the toast region. A chunk of its own, loaded once the page has hydrated.
 * Marks the document once mounted, so tests and tools can wait until nothing more will appear.
 */
export default function Overlays() {
  const busy = useRequestsActive();
  useEffect(() => {
    document.documentElement.dataset.overlays = 'ready';
  }, []);
  return (
    <>
      <ProgressBar isActive={busy} delay={TIMINGS.progressThrottle} />
      <CookieNotice aria-label={layoutCopy.cookieLabel} maxAgeDays={TIMINGS.cookieNoticeDays}>
        {siteConfig.cookieNotice}
      </CookieNotice>
      <ToastRegion />
      <ViewAsBanner />
    </>
  );
}
