import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /**
   * The root element (the `<button>`).
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
  /** The accessible name; an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** The icon, e.g. a lucide-react component; hidden from assistive technology. */
  children: ReactNode;
  /**
   * `ghost` in headers and overlays, `secondary` where it needs an outline.
   * @default 'ghost'
   */
  variant?: 'ghost' | 'secondary';
  /**
   * A square of 32, 40 or 48 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/** A square button holding one icon, named by `aria-label`. */
export function IconButton({ variant = 'ghost', size = 'md', className, children, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (name) => clsx(styles.Root, name))}
    >
      <span className={styles.Icon} aria-hidden>
        {children}
      </span>
    </AriaButton>
  );
}
