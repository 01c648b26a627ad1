import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is wider than the element. A region that scrolls must be
 * reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so the table's scroll
 * wrapper becomes a tab stop only while it actually scrolls. It also keeps the element's visible
 * width in `--lnf-scroll-viewport`, so content that must stay in view while the table scrolls (the
 * empty state) can be sized to it.
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      element.style.setProperty('--lnf-scroll-viewport', `${element.clientWidth}px`);
      setOverflows(element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
