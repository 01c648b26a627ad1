import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of `ref`'s element, kept up to date with a ResizeObserver. Until it is
 * measured (server rendering, or a container with no size yet) it is `fallback`, so the first
 * paint already has the chart's final height and only its width settles.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (next: number) => {
      if (next > 0) setWidth(Math.round(next));
    };
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
