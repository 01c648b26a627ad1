import clsx from 'clsx';
import { useEffect, useState, type HTMLAttributes, type Ref } from 'react';
import styles from './ProgressBar.module.css';

/** How long the finished bar stays to fill and fade before it unmounts; matches the CSS. */
const FINISH_MS = 300;

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'className'> {
  /**
   * The root element (the bar's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * Whether a request is under way. The bar appears only once it has lasted `delay` ms, and
   * fills and fades when it ends.
   * @default false
   */
  isActive?: boolean;
  /**
   * Throttle in ms before the bar shows, so quick requests never flash it.
   * @default 200
   */
  delay?: number;
  /**
   * Class on the bar's root.
   * @default undefined
   */
  className?: string;
}

type Phase = 'idle' | 'running' | 'done';

/**
 * The page-request bar: 2 px of brand amber fixed to the top of the viewport. Without motion
 * (prefers-reduced-motion) it shows as a still bar.
 *
 * Hidden from assistive technology: it echoes, for the eye, what each action already says where
 * it happens (a pending Button is a named progressbar, a loading table is `aria-busy` with a
 * status). Exposed, it would be a progressbar outside every landmark, at the top of the
 * document, coming and going with each request.
 */
export function ProgressBar({ isActive = false, delay = 200, className, ...props }: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (isActive) {
      const timer = setTimeout(() => setPhase('running'), delay);
      return () => clearTimeout(timer);
    }
    // The bar finishes on the edge where work stops; only a bar that was running moves on.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhase((current) => (current === 'running' ? 'done' : current));
    return undefined;
  }, [isActive, delay]);

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div {...props} aria-hidden="true" data-phase={phase} className={clsx(styles.Root, className)}>
      <div className={styles.Bar} />
    </div>
  );
}
