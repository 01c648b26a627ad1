import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content overflows it along `axis`. A region that scrolls must be reachable
 * by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so a scroll wrapper becomes a tab
 * stop only while it actually scrolls: a table sideways (`x`), a modal body downwards (`y`). Along
 * `x` it also keeps the element's visible width in `--lnf-scroll-viewport`, so content that must
 * stay in view while a table scrolls (the empty state) can be sized to it.
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y' = 'x'): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (axis === 'x') {
        element.style.setProperty('--lnf-scroll-viewport', `${element.clientWidth}px`);
        setOverflows(element.scrollWidth > element.clientWidth + 1);
      } else {
        setOverflows(element.scrollHeight > element.clientHeight + 1);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, axis]);
  return overflows;
}
