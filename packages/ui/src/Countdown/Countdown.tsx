import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import { countdown } from '../internal/i18n/messages';
import { useMessages, type FormatMessage } from '../internal/i18n/useMessages';
import styles from './Countdown.module.css';
import { useCountdown } from './useCountdown';

export interface CountdownProps {
  /**
   * The root element (the `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * Length of the countdown in seconds (five minutes, a common one-time-code lifetime). Changing it restarts the count;
   * so does a new React `key`, e.g. after resending a code.
   * @default 300
   */
  seconds?: number;
  /**
   * Called once when the count reaches 0.
   * @default undefined
   */
  onEnd?: () => void;
  /**
   * Text before the time.
   * @default 'Code expires in'
   */
  label?: ReactNode;
  /**
   * Shown in place of the label and time once the count reaches 0, and announced.
   * @default 'Code expired'
   */
  endedLabel?: ReactNode;
  /**
   * The sentence announced to screen reader users at each milestone (see `Countdown`).
   * @default (s) => '4 minutes remaining' / '30 seconds remaining'
   */
  formatAnnouncement?: (remaining: number) => string;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

/** mm:ss, e.g. 300 → '05:00'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function defaultAnnouncement(remaining: number, t: FormatMessage<typeof countdown>): string {
  if (remaining >= 60 && remaining % 60 === 0) {
    const minutes = remaining / 60;
    return t(minutes === 1 ? 'minute' : 'minutes', { minutes });
  }
  return t('seconds', { seconds: remaining });
}

/**
 * Seconds the screen reader announces: every whole minute, then 30 and 10 seconds before the
 * end, then the end itself. Once a second would drown out whatever the person is doing; the
 * visible `role="timer"` stays readable on demand.
 */
export function isAnnouncedAt(remaining: number): boolean {
  return (remaining > 0 && remaining % 60 === 0) || remaining === 30 || remaining === 10;
}

/**
 * A visible mm:ss countdown, e.g. for an OTP's validity. The time sits in a `role="timer"`
 * (not live), and a separate polite live region speaks only at the milestones of
 * `isAnnouncedAt` (not at the start) and when time is up.
 */
export function Countdown({
  seconds = 300,
  onEnd,
  label: labelProp,
  endedLabel: endedLabelProp,
  formatAnnouncement,
  className,
  ref,
}: CountdownProps) {
  const t = useMessages(countdown);
  const remaining = useCountdown(seconds, onEnd);
  const label = labelProp ?? t('label');
  const endedLabel = endedLabelProp ?? t('ended');
  const ended = remaining === 0;
  const announcement = ended
    ? endedLabel
    : remaining !== seconds && isAnnouncedAt(remaining)
      ? (formatAnnouncement?.(remaining) ?? defaultAnnouncement(remaining, t))
      : null;
  return (
    <div ref={ref} className={clsx(styles.Root, className)} data-ended={ended || undefined}>
      {ended ? (
        <span aria-hidden>{endedLabel}</span>
      ) : (
        <>
          <span>{label}</span>{' '}
          <time role="timer" className={styles.Time} dateTime={`PT${Math.floor(remaining / 60)}M${remaining % 60}S`}>
            {formatCountdown(remaining)}
          </time>
        </>
      )}
      <span className={styles.Announcer} aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}
