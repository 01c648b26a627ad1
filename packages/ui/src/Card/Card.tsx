import clsx from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useMergedRef } from '../internal/useMergedRef';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The root element (the element `as` names).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /**
   * The content.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * The element: `article` for self-contained items, `li` inside a list, `section` with a heading.
   * @default 'div'
   */
  as?: 'div' | 'article' | 'section' | 'li';
  /**
   * `outlined` on white pages, `elevated` for emphasis, `subtle` for a warm-grey panel.
   * @default 'outlined'
   */
  variant?: 'outlined' | 'elevated' | 'subtle';
  /**
   * Inner spacing.
   * @default 'md'
   */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /**
   * Lifts the card on hover, for cards that hold one link or action covering the whole card.
   * @default false
   */
  isInteractive?: boolean;
}

/** A surface that groups related content. */
export function Card({
  as: Element = 'div',
  variant = 'outlined',
  padding = 'md',
  isInteractive = false,
  className,
  ref,
  ...props
}: CardProps) {
  const rootRef = useMergedRef(ref);
  return (
    <Element
      {...props}
      // A callback ref typed for HTMLElement fits every tag `as` allows; a ref object would not.
      ref={rootRef}
      data-variant={variant}
      data-padding={padding}
      data-interactive={isInteractive || undefined}
      className={clsx(styles.Root, className)}
    />
  );
}
