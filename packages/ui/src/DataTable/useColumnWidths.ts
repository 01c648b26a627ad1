import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Column widths measured once from the first page that has rows, then held (`table-layout:
 * fixed`) so sorting and paging never make the columns jump. They are measured again when the
 * columns change or the region holding the table changes width; longer text on a later page
 * wraps inside its column instead of widening it.
 *
 * @param regionRef the element around the `<table>` (its width is watched)
 * @param signature what the columns are (their ids), so a new array of the same columns keeps the widths
 * @param ready whether the table shows real rows that are worth measuring
 */
export function useColumnWidths(
  regionRef: RefObject<HTMLElement | null>,
  signature: string,
  ready: boolean,
): number[] | undefined {
  const [widths, setWidths] = useState<{ signature: string; values: number[] }>();
  const regionWidth = useRef<number>(undefined);

  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry!.contentRect.width;
      if (regionWidth.current !== undefined && Math.abs(width - regionWidth.current) > 0.5) setWidths(undefined);
      regionWidth.current = width;
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, [regionRef]);

  const current = widths?.signature === signature ? widths.values : undefined;

  useLayoutEffect(() => {
    if (current || !ready) return;
    const headers = regionRef.current?.querySelectorAll<HTMLElement>(':scope > table > thead > tr > th');
    if (!headers?.length) return;
    setWidths({ signature, values: Array.from(headers, (th) => th.getBoundingClientRect().width) });
  }, [current, ready, signature, regionRef]);

  return current;
}
