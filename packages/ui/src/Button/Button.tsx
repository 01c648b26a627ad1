import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  /**
   * The visible label.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary` beside it,
   * `ghost` for quiet actions in toolbars and headers, `link` for an action that reads as text.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * An icon before the label (decorative; the label names the button).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * While pending the button shows a spinner in place of its label, keeps its width, stays
   * focusable, ignores presses, sets `aria-busy` and announces itself to screen reader users.
   * @default false
   */
  isPending?: boolean;
  /**
   * Name of the pending state for assistive technology.
   * @default 'Loading'
   */
  pendingLabel?: string;
  /**
   * Whether the button is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/** The action control of LNF: a React Aria Button in the house variants. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  isPending = false,
  pendingLabel = 'Loading',
  className,
  children,
  render,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      // React Aria does not forward aria-busy; the render hook puts it on the <button> itself.
      render={(domProps, renderProps) => {
        const merged = { ...domProps, 'aria-busy': renderProps.isPending || undefined };
        return render ? render(merged, renderProps) : <button {...merged} />;
      }}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (name) => clsx(styles.Root, name))}
    >
      <span className={styles.Content}>
        {icon && (
          <span className={styles.Icon} aria-hidden>
            {icon}
          </span>
        )}
        {children}
      </span>
      {isPending && <Spinner className={styles.Spinner} label={pendingLabel} />}
    </AriaButton>
  );
}
