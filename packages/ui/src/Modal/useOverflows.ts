import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is taller than the element. A scrolling region must be
 * reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so the modal body
 * becomes a tab stop only while it actually scrolls.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
