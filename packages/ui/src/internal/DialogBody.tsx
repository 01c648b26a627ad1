import { useRef, type ReactNode } from 'react';
import { useScrollOverflow } from './useScrollOverflow';

/**
 * The body of a modal dialog (Modal, Drawer): it scrolls when taller than the dialog, and only
 * then becomes a tab stop, so keyboard users can scroll it too.
 */
export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useScrollOverflow(ref, 'y');
  return (
    // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} className={className} tabIndex={overflows ? 0 : undefined}>
      {children}
    </div>
  );
}
