import clsx from 'clsx';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The root element (the `<span>`).
   * @default undefined
   */
  ref?: Ref<HTMLSpanElement>;
  /**
   * `text` for lines of copy, `rect` for images and cards, `circle` for avatars and icons.
   * @default 'text'
   */
  variant?: 'text' | 'rect' | 'circle';
  /**
   * Number of text lines; the last one is shorter, as real paragraphs are.
   * @default 1
   */
  lines?: number;
  /**
   * Width as a CSS length.
   * @default '100%' (circle: the height)
   */
  width?: string;
  /**
   * Height as a CSS length.
   * @default '1em' for text, '8rem' for rect, '2.5rem' for circle
   */
  height?: string;
}

/**
 * A placeholder shaped like content that is still loading. Decorative: it is hidden from
 * assistive technology, so mark the region that loads with `aria-busy` and a status text.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, className, style, ...props }: SkeletonProps) {
  const size = {
    ...(width ? { '--lnf-skeleton-width': width } : {}),
    ...(height ? { '--lnf-skeleton-height': height } : {}),
    ...style,
  } as CSSProperties;
  if (variant === 'text' && lines > 1) {
    return (
      <span {...props} aria-hidden className={clsx(styles.Lines, className)} style={size}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.Root} data-variant="text" />
        ))}
      </span>
    );
  }
  return <span {...props} aria-hidden data-variant={variant} className={clsx(styles.Root, className)} style={size} />;
}
