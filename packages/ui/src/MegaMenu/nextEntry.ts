/**
 * The entry an arrow key leads to from `current`. Left and right follow the reading direction (mirrored
 * in right-to-left text); up and down go to the nearest entry in the row above or below, so the
 * keys match what the eye sees in a grid of any column count. Both wrap around.
 */
export function nextEntry(container: HTMLElement, current: HTMLElement, key: string): HTMLElement | null {
  const items = Array.from(container.querySelectorAll<HTMLElement>('[data-mega-entry]'));
  const index = items.indexOf(current);
  if (index < 0 || items.length === 0) return null;
  const rtl = getComputedStyle(container).direction === 'rtl';
  const step = (delta: number) => items[(index + delta + items.length) % items.length];

  switch (key) {
    case 'Home':
      return items[0];
    case 'End':
      return items[items.length - 1];
    case 'ArrowRight':
      return step(rtl ? -1 : 1);
    case 'ArrowLeft':
      return step(rtl ? 1 : -1);
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = key === 'ArrowDown';
      const from = current.getBoundingClientRect();
      const centre = from.left + from.width / 2;
      let best: HTMLElement | null = null;
      let bestScore = Infinity;
      for (const item of items) {
        if (item === current) continue;
        const rect = item.getBoundingClientRect();
        const gap = down ? rect.top - from.bottom : from.top - rect.bottom;
        if (gap < -1) continue;
        const score = gap * 1000 + Math.abs(rect.left + rect.width / 2 - centre);
        if (score < bestScore) {
          bestScore = score;
          best = item;
        }
      }
      return best ?? (down ? items[0] : items[items.length - 1]);
    }
    default:
      return null;
  }
}
