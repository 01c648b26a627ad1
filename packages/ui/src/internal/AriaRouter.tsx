import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useRouter } from './router';

/** Gives React Aria's links inside the nearest RouterProvider's router (nothing without one). */
export function AriaRouter({ children }: { children: ReactNode }) {
  const { navigate, useHref } = useRouter();
  if (!navigate) return children;
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
