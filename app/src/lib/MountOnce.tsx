import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` from the first render in which `when` is true, and keeps them mounted after:
 * a lazily loaded dialog then loads on its first opening, not with its page, and once loaded still
 * plays its exit animation and returns focus when it closes. Nothing shows while its chunk loads.
 */
export function MountOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
