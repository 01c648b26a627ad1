/**
 * Display formats of the portal. Dates default to India's time zone so the server's
 * prerendered HTML and the browser agree whatever the machine's zone.
 */

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Rupees as en-IN currency, e.g. 353882 -> '₹3,53,882.00'. */
export function formatINR(amount: number): string {
  return inr.format(amount);
}

/**
 * A date as en-IN 'day month year', e.g. '2026-11-23' -> '23 Nov 2026'. Date-only strings
 * are calendar dates and never shift; timestamps are shown in `timeZone`. Text that is not a
 * date comes back unchanged.
 * @param timeZone IANA zone for timestamps @default 'Asia/Kolkata'
 */
export function formatDate(iso: string, timeZone: string = 'Asia/Kolkata'): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
}

/** Seconds left as mm:ss, e.g. 300 -> '05:00'; negatives show '00:00', fractions round down. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const mm = Math.floor(total / 60);
  const ss = total % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
